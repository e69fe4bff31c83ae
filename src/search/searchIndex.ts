/**
 * The site search's index and ranking, shared by the build (which writes the index), the production
 * server (which answers /search without JavaScript) and the browser (the search popup). A simple scorer
 * rather than a library: the site has tens of pages, the whole index is tens of kilobytes compressed
 * (fetched only when search opens), and the same few lines rank identically in all three places.
 */
import type { Page, SiteDetailName } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";
import { siteDetail } from "../shared/siteDetails.ts";
import { escapeRegExp } from "../shared/escapeRegExp.ts";
import { fold, foldWithOrigins } from "./fold.ts";
import { prefixPattern, wordForms } from "./wordForms.ts";

/** One page as the search sees it: short keys keep the JSON file small. */
export interface SearchDocument {
  /** The page's route. */
  r: string;
  /** Its title (meta.title). */
  t: string;
  /** Its description (meta.description). */
  d: string;
  /** The text of its blocks, joined by spaces. */
  x: string;
}

export interface SearchIndex {
  version: 1;
  documents: SearchDocument[];
}

export interface SearchResult {
  route: string;
  title: string;
  /** A short excerpt around the first match, split so the matched word can be highlighted. */
  snippet: { before: string; match: string; after: string };
}

// Keys whose values are addresses, file paths, identifiers or styling choices, never words a
// visitor reads.
const skippedKeys = new Set(["type", "id", "href", "src", "icon", "variant", "width", "layout", "$schema", "tone", "align", "background", "imageSide", "published"]);
const notText = /^(?:\/|#|https?:|mailto:|tel:)/;

/**
 * Every readable string in a block, whatever its type, so new block types are indexed without code
 * changes. A rich text line's { "site": "headOfficeAddress" } reads as the detail it names in `site`;
 * without a site it is left out. The site data is passed in, not imported: this module runs inside the
 * dev server's configuration too (an article's reading time), where an import of pages/_site.json would
 * restart the dev server on every save of that file.
 */
export function blockText(value: unknown, site?: Site, key = ""): string[] {
  if (skippedKeys.has(key)) return [];
  if (key === "site" && typeof value === "string") return site ? [siteDetail(site, value as SiteDetailName).text] : [];
  if (typeof value === "string") return notText.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item, site));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => blockText(item, site, name));
  return [];
}

export function searchDocument(route: string, page: Page, site: Site): SearchDocument {
  const text = page.blocks.flatMap((block) => blockText(block, site)).join(" ").replace(/\s+/g, " ").trim();
  return { r: route, t: page.meta.title, d: page.meta.description, x: text };
}

/** The words of a query, folded (fold.ts: "Cafe" finds "Café", تعلم finds تعلّم). */
export function queryTerms(query: string): string[] {
  return fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
}

/** Each word of a text, folded, in the forms it is compared in (wordForms.ts: الأمن is also أمن). */
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(wordForms);

/**
 * How well one field matches one term: a whole word counts more than a word starting with the term
 * (the last word of a query being typed is usually incomplete). Word and term match in any of their forms.
 */
function fieldScore(words: string[][], term: string[]): number {
  let score = 0;
  for (const forms of words) {
    if (forms.some((form) => term.includes(form))) score += 1;
    else if (forms.some((form) => term.some((termForm) => form.startsWith(termForm)))) score += 0.5;
  }
  return score;
}

// A title match outranks any number of body matches of the same word; repeated body matches add a
// little, capped, so long pages do not win by length alone.
const weights = { title: 100, description: 20, body: 1 } as const;
const bodyCap = 10;

interface Scored {
  document: SearchDocument;
  score: number;
}

// Each document's words are folded the first time it is searched and kept while its index is: the
// index file holds the text once, as written, and no query folds a page's text again.
const foldedWords = new WeakMap<SearchDocument, { title: string[][]; description: string[][]; body: string[][] }>();

function wordsOfDocument(document: SearchDocument) {
  let words = foldedWords.get(document);
  if (!words) foldedWords.set(document, (words = { title: wordsOf(document.t), description: wordsOf(document.d), body: wordsOf(document.x) }));
  return words;
}

/**
 * Folds every page's words ahead of the first query, which would otherwise do it (60 ms for the Arabic
 * index in Node here, several times that on a slow phone) between the visitor's typing and the first results.
 */
export function prepareForSearch(index: SearchIndex): void {
  for (const document of index.documents) wordsOfDocument(document);
}

function score(document: SearchDocument, terms: string[][]): number {
  const { title, description, body } = wordsOfDocument(document);
  let total = 0;
  for (const term of terms) {
    const termScore =
      weights.title * fieldScore(title, term) +
      weights.description * fieldScore(description, term) +
      weights.body * Math.min(bodyCap, fieldScore(body, term));
    // Every word of the query must appear somewhere on the page.
    if (termScore === 0) return 0;
    total += termScore;
  }
  return total;
}

const snippetRadius = 70;

/**
 * Where the folded text's first `to` units end in the text as written: at the next character that
 * folding kept, so that the vowel marks on a match's last letter are part of the match.
 */
function writtenEnd(origins: number[], to: number, textLength: number): number {
  const last = origins[to - 1]!;
  for (let at = to; at < origins.length; at++) if (origins[at]! > last) return origins[at]!;
  return textLength;
}

/**
 * An excerpt of the description or text around the first word that starts with a query term, in any of
 * its forms: a term found without the article the text writes it with is shown with it (والأمن for أمن).
 */
export function snippetFor(document: SearchDocument, terms: string[][]): SearchResult["snippet"] {
  for (const text of [document.d, document.x]) {
    const { folded, origins } = foldWithOrigins(text);
    let best = -1;
    let length = 0;
    for (const form of terms.flat()) {
      const match = new RegExp(`(?<![\\p{L}\\p{N}])${prefixPattern}?${escapeRegExp(form)}`, "u").exec(folded);
      if (match && (best < 0 || match.index < best)) {
        best = match.index;
        length = match[0].length;
      }
    }
    if (best >= 0) {
      const matchStart = origins[best]!;
      const matchEnd = writtenEnd(origins, best + length, text.length);
      const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, matchStart - snippetRadius)) + 1);
      const endSpace = text.indexOf(" ", Math.min(text.length, matchEnd + snippetRadius));
      const end = endSpace < 0 ? text.length : endSpace;
      return {
        before: (start > 0 ? "…" : "") + text.slice(start, matchStart),
        match: text.slice(matchStart, matchEnd),
        after: text.slice(matchEnd, end) + (end < text.length ? "…" : ""),
      };
    }
  }
  const short = document.d.length > snippetRadius * 2 ? document.d.slice(0, snippetRadius * 2) + "…" : document.d;
  return { before: short, match: "", after: "" };
}

export const maxResults = 10;

/** The pages matching every word of the query, best first (ties keep the site's page order). */
export function search(index: SearchIndex, query: string, limit = maxResults): SearchResult[] {
  const terms = queryTerms(query).map(wordForms);
  if (terms.length === 0) return [];
  return index.documents
    .map((document): Scored => ({ document, score: score(document, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ document }) => ({ route: document.r, title: document.t, snippet: snippetFor(document, terms) }));
}
