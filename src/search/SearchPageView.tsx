import { ResultList, countText, noMatchText } from "./ResultList.tsx";
import type { SearchResult } from "./searchIndex.ts";
import { useLanguage } from "../words/words.ts";
import { useBlockWords } from "../words/blockWords.ts";
import { searchAddressIn } from "./searchPage.ts";

export interface SearchPageState {
  query: string;
  results: SearchResult[];
}

/**
 * The /search page's form and results. Plain elements only (the block around it carries the styles),
 * because the production server renders this same component with the visitor's query into the
 * prerendered page, and the browser must then hydrate exactly that markup.
 */
export function SearchPageView({ query, results }: SearchPageState) {
  const trimmed = query.trim();
  const language = useLanguage();
  const blockWords = useBlockWords();
  const words = blockWords.search;
  return (
    <div className="search-page">
      <form role="search" action={searchAddressIn(language)} method="get">
        <label htmlFor="search-page-input">{words.pageField}</label>
        <div className="search-page-row">
          <input id="search-page-input" type="search" name="s" defaultValue={query} maxLength={200} autoComplete="off" />
          <button type="submit">{words.pageButton}</button>
        </div>
      </form>
      <p className="search-page-status" role="status">
        {trimmed === "" ? words.prompt : results.length === 0 ? noMatchText(trimmed, blockWords) : countText(results.length, language, blockWords)}
      </p>
      {results.length > 0 && <ResultList results={results} />}
    </div>
  );
}
