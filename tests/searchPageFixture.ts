import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { SearchPageView } from "../src/search/SearchPageView.tsx";
import type { SearchIndex } from "../src/search/searchIndex.ts";
import { emptySearchState } from "../src/search/searchState.ts";
import { headTags } from "../src/seo/headTags.ts";
import { WordsContext } from "../src/words/words.ts";
import { wordsOf } from "../src/words/wordsOf.ts";
import { indexMetaName } from "../src/search/loadSearchIndex.ts";

/**
 * A prerendered /search page as the production server expects it (src/server/search/searchRoute.ts):
 * the page's own head elements with the index it names, and the empty form it fills in for a query.
 * `after` follows the form.
 */
export function prerenderedSearchPage(after = ""): string {
  const head = `${headTags({ title: "Search", description: "Search the site." })}<meta name="${indexMetaName}" content="/assets/search-index-0123abcd.json">`;
  const form = renderToString(createElement(WordsContext, { value: wordsOf("en") }, createElement(SearchPageView, emptySearchState)));
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><div id="root"><main>${form}</main>${after}</div>\n  </body></html>`;
}

/** Two pages to find: "dubai" finds /about-us, "cloud" finds /. */
export const searchFixtureIndex: SearchIndex = {
  version: 1,
  documents: [
    { r: "/", t: "Home", d: "IT solutions for growing companies.", x: "Cloud hosting and websites." },
    { r: "/about-us", t: "About Us", d: "Who we are.", x: "Our offices are in Dubai and Riyadh." },
  ],
};

/** A built site in a new temporary folder holding just a 404 page, a prerendered /search page and its index. */
export function searchSiteFolder(index = searchFixtureIndex): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), "search-server-"));
  mkdirSync(join(dist, "search"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "404.html"), "<h1>Page Not Found</h1>");
  writeFileSync(join(dist, "search", "index.html"), prerenderedSearchPage());
  writeFileSync(join(dist, "assets", "search-index-0123abcd.json"), JSON.stringify(index));
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
