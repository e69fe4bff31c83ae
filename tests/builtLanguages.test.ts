// @vitest-environment jsdom
// (for DOMParser: the built HTML and the sitemap are read as a browser reads them)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages, expectABuiltSite } from "./builtPages.ts";
import { distDir } from "../scripts/lib/paths.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { languageOf } from "../src/shared/language.ts";

/**
 * Issue 51's checks of the built pages in two languages: each page says its language and direction
 * in the server's HTML, and names its twin for search engines only where the twin exists, the two
 * naming each other (hreflang), as the sitemap does.
 */
const pages = builtPages().filter(({ name }) => name !== "404.html" && !name.startsWith("studio"));
const { site, pages: records } = validateProject();
const baseUrl = site!.baseUrl;
const addressOf = (name: string) => `/${name.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");
const routes = new Set(records.map((record) => record.route));
const inOrder = (alternates: Record<string, string>) => JSON.stringify(Object.entries(alternates).sort());
/** Each built page's own alternates: hreflang → absolute address. */
const alternatesOf = (document: Document) => Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]));

describe("the built pages in two languages", () => {
  it("has Arabic pages to check", () => {
    expectABuiltSite(pages);
    expect(pages.filter(({ name }) => name.startsWith("ar/")).length).toBeGreaterThan(20);
  });

  it("say their language and its direction on <html>: Arabic right to left under /ar, English left to right elsewhere", () => {
    const wrong = pages.flatMap(({ name, document }) => {
      const language = languageOf(addressOf(name));
      const html = document.documentElement;
      return html.lang === language && html.dir === (language === "ar" ? "rtl" : "ltr") ? [] : [`${name}: <html lang="${html.lang}" dir="${html.dir}">`];
    });
    expect(wrong).toEqual([]);
  });

  it("name the same page in the other language with absolute, reciprocal hreflang links, English as the default, only where it exists, and the canonical is the page itself", () => {
    const byAddress = new Map(pages.map((page) => [addressOf(page.name), page]));
    const wrong: string[] = [];
    for (const route of routes) {
      const { document } = byAddress.get(route)!;
      const own = `${baseUrl}${route}`;
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"), route).toBe(own);
      const alternates = alternatesOf(document);
      const other = languageOf(route) === "ar" ? route.replace(/^\/ar/, "") || "/" : route === "/" ? "/ar" : `/ar${route}`;
      if (!routes.has(other)) {
        if (Object.keys(alternates).length) wrong.push(`${route} names alternates but ${other} does not exist`);
        continue;
      }
      const english = languageOf(route) === "en" ? route : other;
      const expected = { en: `${baseUrl}${english}`, ar: `${baseUrl}${english === "/" ? "/ar" : `/ar${english}`}`, "x-default": `${baseUrl}${english}` };
      if (inOrder(alternates) !== inOrder(expected)) wrong.push(`${route}: ${JSON.stringify(alternates)}`);
      if (inOrder(alternatesOf(byAddress.get(other)!.document)) !== inOrder(alternates)) wrong.push(`${route} and ${other} name different alternates`);
    }
    expect(wrong).toEqual([]);
  });

  it("are listed in the sitemap with the same alternates as their heads", () => {
    const sitemap = new DOMParser().parseFromString(readFileSync(join(distDir, "sitemap.xml"), "utf8"), "application/xml");
    const entries = [...sitemap.getElementsByTagName("url")];
    expect(entries.map((url) => url.getElementsByTagName("loc")[0]!.textContent).sort()).toEqual([...routes].map((route) => `${baseUrl}${route}`).sort());
    const byAddress = new Map(pages.map((page) => [addressOf(page.name), page]));
    for (const url of entries) {
      const route = url.getElementsByTagName("loc")[0]!.textContent!.slice(baseUrl.length) || "/";
      const listed = Object.fromEntries([...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]));
      expect(listed, route).toEqual(alternatesOf(byAddress.get(route)!.document));
    }
  });

  it("tell link previews their locale, and the other language's where the page has a twin", () => {
    const locale = (route: string, property: string) => pages.find(({ name }) => addressOf(name) === route)!.document.head.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    expect([locale("/about-us", "og:locale"), locale("/about-us", "og:locale:alternate")]).toEqual(["en_US", "ar_AE"]);
    expect([locale("/ar/about-us", "og:locale"), locale("/ar/about-us", "og:locale:alternate")]).toEqual(["ar_AE", "en_US"]);
  });
});
