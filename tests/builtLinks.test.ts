// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkPattern } from "../scripts/lib/schemas.ts";
import { builtPages, expectABuiltSite, type BuiltPage } from "./builtPages.ts";
import { en } from "../src/words/en.ts";
import { ar } from "../src/words/ar.ts";

/**
 * The built HTML as visitors get it (npm run check runs this after npm run build): whatever component
 * wrote a link, a new tab must not get a handle on our page (window.opener) nor our address.
 */
interface Crawl {
  pages: number;
  /** Links that open a new tab, over every page. */
  newTabLinks: number;
  /** "<file>: <a …>" for each such link without both rel="noopener" and rel="noreferrer". */
  unsafe: string[];
  /** "<file>: <a href=…>" for each link the validator's link rule would refuse. */
  refused: string[];
}

const linkRule = linkPattern();

function crawl(pages: BuiltPage[]): Crawl {
  const result: Crawl = { pages: pages.length, newTabLinks: 0, unsafe: [], refused: [] };
  for (const { name, document } of pages) {
    for (const element of document.querySelectorAll("[target]")) {
      if (element.getAttribute("target")!.toLowerCase() !== "_blank") continue;
      result.newTabLinks += 1;
      const rel = (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) result.unsafe.push(`${name}: ${element.outerHTML.slice(0, element.outerHTML.indexOf(">") + 1)}`);
    }
    // The page's own links, written by the site's code as well as taken from page files.
    for (const link of document.querySelectorAll("a[href]")) {
      if (!linkRule.test(link.getAttribute("href")!)) result.refused.push(`${name}: <a href="${link.getAttribute("href")}">`);
    }
  }
  return result;
}

describe("every page in dist/", () => {
  const pages = builtPages();
  const built = crawl(pages);

  it("is there to check (npm run build first)", () => {
    expectABuiltSite(pages);
    expect(built.pages).toBe(pages.length);
    expect(built.newTabLinks, "the menus link other sites (products, social profiles)").toBeGreaterThan(0);
  });

  it('opens every new tab with rel="noopener noreferrer"', () => {
    expect(built.unsafe).toEqual([]);
  });

  it("links only where the validator allows page files to link", () => {
    expect(built.refused).toEqual([]);
  });

  // Tried by keyboard without JavaScript on a page of each kind (e2e/keyboard.spec.ts); this holds every
  // other page's HTML to the same start: nothing a visitor can Tab to comes before it.
  it("starts with the skip link, the first Tab stop, leading to the page's main content", () => {
    const wrong = pages.flatMap(({ name, document }) => {
      const first = document.body.querySelector("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])");
      const target = document.getElementById(first?.getAttribute("href")?.slice(1) ?? "");
      const skipToContent = document.documentElement.lang === "ar" ? ar.page.skipToContent : en.page.skipToContent;
      const right = first?.textContent === skipToContent && target?.tagName === "MAIN" && target.getAttribute("tabindex") === "-1";
      return right ? [] : [`${name}: the first Tab stop is ${first?.outerHTML.slice(0, 80) ?? "nothing"}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the crawl itself", () => {
  const dir = mkdtempSync(join(tmpdir(), "built-links-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the file and the link that lacks a word, or carries a link the rule refuses", () => {
    writeFileSync(
      join(dir, "index.html"),
      `<!doctype html><a href="https://a.example" target="_blank" rel="noopener">A</a><a href="https://b.example" target="_BLANK">B</a>
       <a href="https://c.example" target="_blank" rel="noreferrer noopener">C</a><a href="javascript:alert(1)">D</a><a href="/about-us" target="_self">E</a>`,
    );
    expect(crawl(builtPages(dir))).toEqual({
      pages: 1,
      newTabLinks: 3,
      unsafe: ['index.html: <a href="https://a.example" target="_blank" rel="noopener">', 'index.html: <a href="https://b.example" target="_BLANK">'],
      refused: ['index.html: <a href="javascript:alert(1)">'],
    });
  });
});
