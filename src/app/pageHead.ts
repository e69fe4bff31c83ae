import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { isSearchPage } from "../search/buildSearchIndex.ts";
import { canonicalUrl } from "../shared/seo.ts";
import { site } from "./site.ts";
import type { Head } from "./useDocumentHead.ts";

/**
 * A page's <head>: its title and description, its canonical address, and noindex for a search results
 * page (different content for every query). The prerendered HTML and the browser both read it here.
 */
export const pageHead = (entry: Pick<RouteEntry, "route">, page: Page): Head => ({
  ...page.meta,
  canonical: canonicalUrl(site.baseUrl, entry.route, page.meta),
  noindex: isSearchPage(page),
});
