import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { isSearchPage } from "../search/searchPage.ts";
import { canonicalUrl } from "../shared/seo.ts";
import { articleHeaderOf, pageStructuredData } from "./pageStructuredData.ts";
import { shareImageFor } from "./shareImage.ts";
import { site } from "../app/site.ts";
import type { Head } from "../shared/headTags.ts";

/** The site's language for link previews; index.html's <html lang="en">. */
const locale = "en_US";

/**
 * A page's <head>: its title and description, its canonical address, noindex for a search results
 * page (different content for every query), its link-preview card and its structured data. The
 * prerendered HTML and the browser both read it here.
 */
export function pageHead(entry: Pick<RouteEntry, "route">, page: Page): Head {
  const canonical = canonicalUrl(site.baseUrl, entry.route, page.meta);
  const image = shareImageFor(page, site);
  const header = articleHeaderOf(page);
  return {
    title: page.meta.title,
    description: page.meta.description,
    canonical,
    noindex: isSearchPage(page),
    share: { type: header ? "article" : "website", siteName: site.company.name, url: canonical, locale, image, published: header?.published },
    structuredData: pageStructuredData({ route: entry.route, page, site, canonical, image }),
  };
}
