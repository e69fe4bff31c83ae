// The leaf types (an Article, not any of its kinds): what each builder makes, and far cheaper to check
// than the unions schema-dts names Article or Service (organization.ts).
import type { ArticleLeaf, BreadcrumbListLeaf, ListItemLeaf, ServiceLeaf, Thing, WithContext } from "schema-dts";
import type { ArticleHeaderBlock, BreadcrumbBlock, Page } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";
import { organization, organizationReference } from "./organization.ts";
import type { SharedImage } from "./shareImage.ts";
import { escapeRegExp } from "../shared/escapeRegExp.ts";
import type { Language } from "../shared/language.ts";

export type StructuredData = WithContext<Thing>;

/** What the builders need to know about one page, worked out once by src/seo/pageHead.ts. */
interface PageFacts {
  route: string;
  page: Page;
  site: Site;
  canonical: string;
  image?: SharedImage;
  /** The page's language, which an article and a service name (`inLanguage`). */
  language: Language;
}

const blockOf = <T extends Page["blocks"][number]["type"]>(page: Page, type: T) =>
  page.blocks.find((block): block is Extract<Page["blocks"][number], { type: T }> => block.type === type);

/** A blog article is a page with an article header (README: "A blog article is a breadcrumb, an articleHeader…"). */
export const articleHeaderOf = (page: Page): ArticleHeaderBlock | undefined => blockOf(page, "articleHeader");

/** A service's own page, /services/<name>; /services itself lists them all. */
export const isServicePage = (route: string) => /^(\/ar)?\/services\/[^/]+$/.test(route);

/** The trail the page's breadcrumb block shows; the last step (the page itself) has no link. */
function breadcrumbList(breadcrumb: BreadcrumbBlock, baseUrl: string): WithContext<BreadcrumbListLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumb.items.map((item, index): ListItemLeaf => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href?.startsWith("/") ? { item: `${baseUrl}${item.href}` } : {}),
    })),
  };
}

function article(header: ArticleHeaderBlock, { page, site, canonical, image, language }: PageFacts): WithContext<ArticleLeaf> {
  const company = organizationReference(site);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: header.heading,
    description: page.meta.description,
    inLanguage: language,
    datePublished: header.published,
    // Google asks for the last change too. The page files record no later editorial date (the
    // sitemap's lastmod changes with any edit, a typo fixed included), so it is the publication day.
    dateModified: header.published,
    ...(image ? { image: image.url } : {}),
    author: company,
    publisher: company,
    mainEntityOfPage: canonical,
  };
}

/** "Web Development Services | Example IT Solutions" names the service "Web Development Services". */
const serviceName = (title: string, companyName: string) => title.replace(new RegExp(`\\s*[|–-]\\s*${escapeRegExp(companyName)}$`), "");

function service({ page, site, canonical }: PageFacts): WithContext<ServiceLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: serviceName(page.meta.title, site.company.name),
    description: page.meta.description,
    url: canonical,
    provider: organizationReference(site),
    areaServed: site.countries.map((country) => ({ "@type": "Country", name: country.name })),
  };
}

/**
 * The JSON-LD a page carries: the company on the home page, breadcrumb trail and article on a blog
 * article, the service on a service's page; nothing on other pages.
 */
export function pageStructuredData(facts: PageFacts): StructuredData[] {
  const { route, page, site } = facts;
  if (route === "/" || route === "/ar") return [organization(site)];
  const header = articleHeaderOf(page);
  if (header) {
    const breadcrumb = blockOf(page, "breadcrumb");
    return [...(breadcrumb ? [breadcrumbList(breadcrumb, site.baseUrl)] : []), article(header, facts)];
  }
  return isServicePage(route) ? [service(facts)] : [];
}
