import type { SearchIndex } from "./searchIndex.ts";

/** The <meta> the build adds to every page, naming the index file (its name carries a content hash). */
export const indexMetaName = "search-index";

let loading: Promise<SearchIndex> | undefined;

/**
 * Fetches the index once, the first time search opens, so it stays out of the first page load.
 * Without the build's <meta> (the dev server, component tests) the index is made from the page files
 * in the browser instead, by the same code the build uses.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  if (!loading) {
    const url = document.querySelector<HTMLMetaElement>(`meta[name="${indexMetaName}"]`)?.content;
    loading = (
      url
        ? fetch(url).then((response) => {
            if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
            return response.json() as Promise<SearchIndex>;
          })
        : import("./indexFromPages.ts").then((module) => module.indexFromPages())
    ).catch((error: unknown) => {
      // Let a later opening try again.
      loading = undefined;
      throw error;
    });
  }
  return loading;
}
