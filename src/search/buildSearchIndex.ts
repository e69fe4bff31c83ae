import type { Page } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";
import { searchDocument, type SearchIndex } from "./searchIndex.ts";
import { isSearchPage } from "./searchPage.ts";

/**
 * The index of every page by its own route (aliases show the same page, so they are not separate
 * results). The 404 page is not a page file, so it is never in the list.
 */
export function buildSearchIndex(pages: { route: string; page: Page }[], site: Site): SearchIndex {
  return {
    version: 1,
    documents: pages.filter(({ page }) => !isSearchPage(page)).map(({ route, page }) => searchDocument(route, page, site)),
  };
}
