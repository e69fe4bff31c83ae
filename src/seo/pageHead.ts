import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { canonicalUrl } from "../shared/seo.ts";
import { articleHeaderOf, pageStructuredData } from "./pageStructuredData.ts";
import { shareImageFor } from "./shareImage.ts";
import { siteIn } from "../shared/site.ts";
import { languageOf, otherLanguage, type Language } from "../shared/language.ts";
import { hreflangLinks } from "./hreflang.ts";
import type { Head } from "./headTags.ts";

/** Each language's locale for link previews: English as written in the USA, Arabic as in the UAE, where the head office is. */
const locales: Record<Language, string> = { en: "en_US", ar: "ar_AE" };

/**
 * A page's <head>: its title and description, its canonical address, its link-preview card and its
 * structured data. The prerendered HTML and the browser both read it here. The search page is a page
 * like any other; its results (an address with a query) are kept from crawlers by robots.txt and
 * marked noindex by the server that fills them in (src/server/search/searchRoute.ts).
 */
export function pageHead(entry: Pick<RouteEntry, "route"> & Partial<Pick<RouteEntry, "twin">>, page: Page): Head {
  const language = languageOf(entry.route);
  const site = siteIn(language);
  const canonical = canonicalUrl(site.baseUrl, entry.route, page.meta);
  const image = shareImageFor(page, site);
  const header = articleHeaderOf(page);
  const links = entry.twin ? hreflangLinks(entry.route, entry.twin) : [];
  const alternates = links.length ? links.map(({ hreflang, address }) => ({ hreflang, href: `${site.baseUrl}${address}` })) : undefined;
  const alternateLocale = links.length ? locales[otherLanguage(language)] : undefined;
  return {
    title: page.meta.title,
    description: page.meta.description,
    canonical,
    alternates,
    share: { type: header ? "article" : "website", siteName: site.company.name, url: canonical, locale: locales[language], alternateLocale, image, published: header?.published },
    structuredData: pageStructuredData({ route: entry.route, page, site, canonical, image, language }),
  };
}
