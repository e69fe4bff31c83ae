import { useEffect, useState } from "react";
import type { BlockProps } from "../types.ts";
import { narrowContainerStyles, sectionStyles } from "../../ui/layoutStyles.ts";
import { SearchPageView } from "../../search/SearchPageView.tsx";
import { carriedSearchState, emptySearchState, queryOf } from "../../search/searchState.ts";
import { loadSearchIndex } from "../../search/loadSearchIndex.ts";
import { search } from "../../search/searchIndex.ts";
import { searchPageStyles } from "../../search/searchStyles.ts";
import { usePageAddress } from "../shared/pageAddress.ts";

/**
 * The /search page. The production server fills in the results for ?s=… (readable without
 * JavaScript) and carries them to the browser, which starts from exactly that. Where no server did
 * (the dev server, a plain static host) the browser searches after hydrating.
 */
export function SearchResults({ id, heading }: BlockProps<"searchResults">) {
  const [state, setState] = useState(() => carriedSearchState() ?? emptySearchState);
  const query = queryOf(usePageAddress().search);

  useEffect(() => {
    if (query === state.query) return;
    let current = true;
    loadSearchIndex().then(
      (index) => current && setState({ query, results: search(index, query) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, state.query]);

  return (
    <section id={id} css={sectionStyles}>
      <div css={narrowContainerStyles}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes[7], marginBottom: theme.space[5] })}>{heading}</h1>
        <div css={searchPageStyles}>
          <SearchPageView key={state.query} {...state} />
        </div>
      </div>
    </section>
  );
}
