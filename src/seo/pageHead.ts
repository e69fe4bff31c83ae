import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { canonicalUrl } from "../shared/seo.ts";
import { articleHeaderOf, pageStructuredData } from "./pageStructuredData.ts";
import { shareImageFor } from "./shareImage.ts";
import { site } from "../shared/site.ts";
import type { Head } from "./headTags.ts";

/** The site's language for link previews; index.html's <html lang="en">. */
const locale = "en_US";

/**
 * A page's <head>: its title and description, its canonical address, its link-preview card and its
 * structured data. The prerendered HTML and the browser both read it here. The search page is a page
 * like any other; its results (an address with a query) are kept from crawlers by robots.txt and
 * marked noindex by the server that fills them in (src/server/search/searchRoute.ts).
 */
export function pageHead(entry: Pick<RouteEntry, "route">, page: Page): Head {
  const canonical = canonicalUrl(site.baseUrl, entry.route, page.meta);
  const image = shareImageFor(page, site);
  const header = articleHeaderOf(page);
  return {
    title: page.meta.title,
    description: page.meta.description,
    canonical,
    share: { type: header ? "article" : "website", siteName: site.company.name, url: canonical, locale, image, published: header?.published },
    structuredData: pageStructuredData({ route: entry.route, page, site, canonical, image }),
  };
}
