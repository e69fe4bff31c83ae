import type { SearchIndex } from "./searchIndex.ts";
import { fetchOnce } from "../shared/fetchOnce.ts";

/** The <meta> the build adds to every page, naming the index file (its name carries a content hash). */
export const indexMetaName = "search-index";

/**
 * The index, fetched the first time search opens (so it stays out of the first page load), once; a
 * failed fetch is tried again at the next opening. Without the build's <meta> (the dev server,
 * component tests) the index is made from the page files in the browser instead, by the same code the
 * build uses.
 */
const searchIndex = fetchOnce(async (): Promise<SearchIndex> => {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${indexMetaName}"]`)?.content;
  if (!url) return (await import("./indexFromPages.ts")).indexFromPages();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchIndex;
});

export const loadSearchIndex = searchIndex.load;
