import type { SearchResult } from "./searchIndex.ts";
import { plural } from "../words/words.ts";
import type { Language } from "../shared/language.ts";
import type { BlockWords } from "../words/blockWords.ts";

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
 * Matching pages as a list of plain links, best first: a title and an excerpt. The app follows them
 * without a reload, as every link of the site (app/links.ts, which marks the click it handles as
 * default-prevented before the link hears it); `onFollow` lets the popup close as the app follows one,
 * and stay open when one opens in a new tab.
 */
export function ResultList({ results, onFollow }: { results: SearchResult[]; onFollow?: () => void }) {
  return (
    <ul className="search-results">
      {results.map((result) => (
        <li key={result.route}>
          <a href={result.route} onClick={(event) => event.defaultPrevented && onFollow?.()}>
            <span className="search-result-title">{result.title}</span>
            <span className="search-result-snippet">
              <Snippet snippet={result.snippet} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the visitor is told when nothing matches: the query in typographic quotes. */
export const noMatchText = (query: string, words: BlockWords) => words.search.noMatch(query.trim());

/** How many pages match: '1 page matches.', '3 pages match.'. */
export const countText = (count: number, language: Language, words: BlockWords) => plural(language, count, words.search.pagesMatch);
