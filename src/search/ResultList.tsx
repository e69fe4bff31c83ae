import type { ReactNode } from "react";
import type { SearchResult } from "./searchIndex.ts";

/** The matched word highlighted inside its excerpt. */
export function Snippet({ snippet }: { snippet: SearchResult["snippet"] }) {
  return (
    <>
      {snippet.before}
      {snippet.match && <mark>{snippet.match}</mark>}
      {snippet.after}
    </>
  );
}

/**
 * Matching pages as a list of links, best first: a title and an excerpt. `renderLink` lets the popup
 * use client-side navigation while the /search page (rendered by the server too) uses plain links.
 */
export function ResultList({
  results,
  renderLink = (href, children) => <a href={href}>{children}</a>,
}: {
  results: SearchResult[];
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}) {
  return (
    <ul className="search-results">
      {results.map((result) => (
        <li key={result.route}>
          {renderLink(
            result.route,
            <>
              <span className="search-result-title">{result.title}</span>
              <span className="search-result-snippet">
                <Snippet snippet={result.snippet} />
              </span>
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the visitor is told when nothing matches: the query in typographic quotes. */
export const noMatchText = (query: string) => `No pages match “${query.trim()}”.`;

export const countText = (count: number) => (count === 1 ? "1 page matches." : `${count} pages match.`);
