/**
 * What search engines and link previews read in a page's <head>: the JSON-LD documents and the Open
 * Graph / Twitter tags, built from real pages of the site the way the build delivers them.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "../src/generated/page.ts";
import { deliveredPage } from "../scripts/lib/deliveredPage.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { pageHead } from "../src/seo/pageHead.ts";
import { siteIn } from "../src/shared/site.ts";
import { headTags } from "../src/seo/headTags.ts";

const site = siteIn("en");

const project = validateProject();
const pageAt = (route: string): Page => deliveredPage(project.pages.find((page) => page.route === route)!);
const headOf = (route: string) => pageHead({ route }, pageAt(route));
const ofType = (route: string, type: string) => headOf(route).structuredData?.find((data) => (data as { "@type": string })["@type"] === type) as Record<string, any>;

/** The JSON-LD documents a page's prerendered <head> holds, read back as a crawler would. */
const jsonLdIn = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!));
const metaIn = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"[^>]*>`).exec(html)?.[1];

describe("the home page's structured data", () => {
  const company = ofType("/", "Organization");

  it("describes the company with its names, address, contacts and social profiles", () => {
    expect(company).toMatchObject({
      "@context": "https://schema.org",
      "@id": "https://www.example.com/#organization",
      name: site.company.name,
      legalName: site.company.legalName,
      url: "https://www.example.com/",
      logo: { "@type": "ImageObject", url: "https://www.example.com/icon-512.png" },
      email: "info@example.com",
      telephone: "+97145550100",
      sameAs: site.socials.map((social) => social.url),
    });
  });

  it("lists every office in pages/_site.json as a place with its postal address", () => {
    expect(company.location).toHaveLength(site.offices.length);
    expect(company.location[3]).toEqual({
      "@type": "Place",
      name: "Overseas Head Office India",
      address: { "@type": "PostalAddress", streetAddress: "Plot 00, Example Tech Park", addressLocality: "Bhubaneswar", addressCountry: "India" },
    });
    expect(company.address).toEqual(company.location[0].address);
  });

  it("is the only document on the home page, and the home page is a website to link previews", () => {
    expect(headOf("/").structuredData).toHaveLength(1);
    expect(headOf("/").share?.type).toBe("website");
  });
});

describe("a blog article's structured data", () => {
  const route = "/blog/UIUX";

  it("gives the breadcrumb trail the page shows, linking every step but the article itself", () => {
    expect(ofType(route, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.com/blog" },
      { "@type": "ListItem", position: 3, name: "UI/UX Design" },
    ]);
  });

  it("describes the article: headline, dates, picture, the company as author and publisher, its own address", () => {
    const article = ofType(route, "Article");
    expect(article).toMatchObject({
      headline: "How good UI/UX design improves your website or app",
      datePublished: "2026-07-09",
      dateModified: "2026-07-09",
      image: "https://www.example.com/images/share/default.png",
      mainEntityOfPage: "https://www.example.com/blog/UIUX",
      description: pageAt(route).meta.description,
    });
    expect(article.author).toEqual(article.publisher);
    expect(article.publisher).toMatchObject({ "@type": "Organization", "@id": "https://www.example.com/#organization", name: "Example IT Solutions" });
    // Google's rules for an article require publisher.logo.url: the site's 512 px icon file.
    expect(article.publisher.logo).toEqual({ "@type": "ImageObject", url: "https://www.example.com/icon-512.png" });
  });

  it("is an article to link previews, with its publication day", () => {
    expect(headOf(route).share).toMatchObject({ type: "article", published: "2026-07-09", url: "https://www.example.com/blog/UIUX" });
  });
});

describe("a service page's structured data", () => {
  it("names the service from the page title, without the company's name, and where it is offered", () => {
    expect(ofType("/services/web-development", "Service")).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Web Development Services",
      description: pageAt("/services/web-development").meta.description,
      url: "https://www.example.com/services/web-development",
      provider: expect.objectContaining({ "@id": "https://www.example.com/#organization" }),
      areaServed: ["United Arab Emirates", "Saudi Arabia", "United States", "India"].map((name) => ({ "@type": "Country", name })),
    });
  });

  it("is not given to the list of services (/services) or to other pages", () => {
    expect(headOf("/services").structuredData).toEqual([]);
    expect(headOf("/about-us").structuredData).toEqual([]);
  });
});

describe("the prerendered <head>", () => {
  it("carries every link-preview tag, with absolute addresses and the share image's size read from its file", () => {
    const html = headTags(headOf("/services/web-development"));
    expect(metaIn(html, "og:type")).toBe("website");
    expect(metaIn(html, "og:site_name")).toBe("Example IT Solutions");
    expect(metaIn(html, "og:url")).toBe("https://www.example.com/services/web-development");
    expect(metaIn(html, "og:locale")).toBe("en_US");
    expect(metaIn(html, "og:image")).toBe("https://www.example.com/images/share/default.png");
    expect([metaIn(html, "og:image:width"), metaIn(html, "og:image:height")]).toEqual(["1200", "630"]);
    expect(metaIn(html, "og:image:alt")).toBe(site.shareImage!.alt);
    expect(metaIn(html, "twitter:card")).toBe("summary_large_image");
    expect(metaIn(html, "twitter:image")).toBe(metaIn(html, "og:image"));
    expect(metaIn(html, "twitter:title")).toBe(metaIn(html, "og:title"));
  });

  it("writes each JSON-LD document so that a crawler parses back exactly what was built", () => {
    const head = headOf("/blog/UIUX");
    expect(jsonLdIn(headTags(head))).toEqual(head.structuredData);
  });

  it("never lets text in the data close the <script> element: '<' is written \\u003c", () => {
    const page = pageAt("/blog/UIUX");
    const hostile = "Why </script><script>alert(1)</script> matters";
    const header = page.blocks.find((block) => block.type === "articleHeader")!;
    Object.assign(header, { heading: hostile });
    const html = headTags(pageHead({ route: "/blog/UIUX" }, page));
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("Why \\u003c/script>\\u003cscript>alert(1)\\u003c/script> matters");
    expect(jsonLdIn(html).find((data) => data["@type"] === "Article").headline).toBe(hostile);
  });

  it("gives the 404 page no link preview and no structured data, in either language", async () => {
    const { notFoundHeadIn } = await import("../src/layout/NotFound.tsx");
    const { blockWordsOf } = await import("../src/words/wordsOf.ts");
    for (const words of [blockWordsOf("en"), blockWordsOf("ar")]) expect(headTags(notFoundHeadIn(words))).not.toMatch(/og:|twitter:|ld\+json/);
  });
});
