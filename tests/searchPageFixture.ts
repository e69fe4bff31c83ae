import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { SearchPageView } from "../src/search/SearchPageView.tsx";
import type { SearchIndex } from "../src/search/searchIndex.ts";
import { emptySearchState } from "../src/search/searchState.ts";
import { headTags } from "../src/seo/headTags.ts";
import { WordsContext } from "../src/words/words.ts";
import { wordsOf } from "../src/words/wordsOf.ts";
import { indexMetaName } from "../src/search/loadSearchIndex.ts";
import { directionOf, languages, type Language } from "../src/shared/language.ts";
import { loadBlockWords } from "../src/words/blockWords.ts";

// The search page's words are among those fetched on demand; the server fetches them before it renders
// the page (searchRoute.ts), and so does this fixture, in both languages.
await Promise.all(languages.map(loadBlockWords));

/** Each language's index file in the fixture's dist/assets/. */
const indexFiles: Record<Language, string> = { en: "assets/search-index-0123abcd.json", ar: "assets/search-index-4567cdef.json" };

const heads: Record<Language, { title: string; description: string }> = {
  en: { title: "Search", description: "Search the site." },
  ar: { title: "البحث", description: "ابحث في صفحات الموقع." },
};

/**
 * A prerendered search page as the production server expects it (src/server/search/searchRoute.ts):
 * the page's own head elements with the index it names, and the empty form it fills in for a query,
 * in the page's language (/search in English, /ar/search in Arabic). `after` follows the form.
 */
export function prerenderedSearchPage(after = "", language: Language = "en"): string {
  const head = `${headTags(heads[language])}<meta name="${indexMetaName}" content="/${indexFiles[language]}">`;
  const form = renderToString(createElement(WordsContext, { value: wordsOf(language) }, createElement(SearchPageView, emptySearchState)));
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">${head}</head><body><div id="root"><main>${form}</main>${after}</div>\n  </body></html>`;
}

/** Two pages to find: "dubai" finds /about-us, "cloud" finds /. */
export const searchFixtureIndex: SearchIndex = {
  version: 1,
  documents: [
    { r: "/", t: "Home", d: "IT solutions for growing companies.", x: "Cloud hosting and websites." },
    { r: "/about-us", t: "About Us", d: "Who we are.", x: "Our offices are in Dubai and Riyadh." },
  ],
};

/** Their Arabic twins: "الأمن" (security) finds /ar/about-us only, "سحابية" (cloud) finds /ar only. */
export const arabicSearchFixtureIndex: SearchIndex = {
  version: 1,
  documents: [
    { r: "/ar", t: "الرئيسية", d: "حلول تقنية المعلومات للشركات النامية.", x: "استضافة سحابية ومواقع إلكترونية." },
    { r: "/ar/about-us", t: "من نحن", d: "تعرّف إلى فريقنا.", x: "مكاتبنا في دبي والرياض، ونقدّم خدمات الأمن السيبراني." },
  ],
};

/**
 * A built site in a new temporary folder holding just each language's 404 page, prerendered search page
 * and index.
 */
export function searchSiteFolder(index = searchFixtureIndex, arabicIndex = arabicSearchFixtureIndex): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), "search-server-"));
  const files: [string, string][] = [
    ["404.html", "<h1>Page Not Found</h1>"],
    ["ar/404.html", '<html lang="ar" dir="rtl"><h1>الصفحة غير موجودة</h1></html>'],
    ["search/index.html", prerenderedSearchPage()],
    ["ar/search/index.html", prerenderedSearchPage("", "ar")],
    [indexFiles.en, JSON.stringify(index)],
    [indexFiles.ar, JSON.stringify(arabicIndex)],
  ];
  for (const [file, text] of files) {
    mkdirSync(join(dist, dirname(file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
