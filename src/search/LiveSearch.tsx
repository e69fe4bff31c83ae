import { useImperativeHandle, type Ref } from "react";
import { ResultList, countText, noMatchText } from "./ResultList.tsx";
import { useSearch } from "./useSearch.ts";
import { resultListStyles } from "./searchStyles.ts";
import { SearchStatus } from "./SearchStatus.tsx";
import type { SearchResult } from "./searchIndex.ts";
import { useLanguage } from "../words/words.ts";
import { useBlockWords } from "../words/blockWords.ts";

/** What the popup's form asks when Enter is pressed. */
export interface LiveSearchHandle {
  /** The pages matching `query`, best first, ranked now (Enter may come before the debounce ran); undefined until the index has arrived. */
  rank: (query: string) => SearchResult[] | undefined;
}

export interface LiveSearchProps {
  /** What the keyword field holds. */
  query: string;
  /** Called when the visitor follows a result: the popup closes. */
  onFollow: () => void;
  ref?: Ref<LiveSearchHandle>;
}

/**
 * The search popup's results as the visitor types: how many pages match, and links to them (followed
 * without a reload, as every link of the site). Mounted while the popup is open (SearchDialog), so its
 * code and the index are fetched when the popup first opens, not with every page.
 */
export function LiveSearch({ query, onFollow, ref }: LiveSearchProps) {
  const { status, searched, results, searchNow } = useSearch(query);
  useImperativeHandle(ref, () => ({ rank: searchNow }));
  const language = useLanguage();
  const blockWords = useBlockWords();
  const words = blockWords.search;

  const typed = query.trim();
  const settled = status === "ready" && searched === query;
  const message =
    status === "failed"
      ? words.unavailable
      : typed === ""
        ? ""
        : status === "loading"
          ? words.loading
          : settled
            ? results.length === 0
              ? noMatchText(typed, blockWords)
              : countText(results.length, language, blockWords)
            : "";

  return (
    <>
      <SearchStatus message={message} />
      {settled && results.length > 0 && typed !== "" && (
        <div css={resultListStyles}>
          <ResultList results={results} onFollow={onFollow} />
        </div>
      )}
    </>
  );
}
