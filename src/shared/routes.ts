/**
 * How addresses map to pages, shared by the validator, the build and the browser so that all three
 * agree on what "the same address" means: letter case and a trailing slash never matter.
 */

import { languageOf, type Language } from "./language.ts";

/** The comparison key of an address: `/Blog/AIML/` and `/blog/aiml` are the same page. */
export function routeKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.replace(/\/+$/, "") || "/" : lower;
}

/**
 * The route a page file serves, from its path under pages/ (with forward slashes):
 * `index.json` is `/`, `services/ai-machine-learning.json` is `/services/ai-machine-learning`,
 * `services/index.json` is `/services`. Files or folders named `_…` are not routes (null).
 */
export function routeForPageFile(pathUnderPages: string): string | null {
  const segments = pathUnderPages.replace(/\.json$/, "").split("/");
  if (segments.some((segment) => segment.startsWith("_"))) return null;
  if (segments.at(-1) === "index") segments.pop();
  return "/" + segments.join("/");
}

/**
 * A page file's twin in the other language, by its path under pages/: `about-us.json` and
 * `ar/about-us.json` (the same path under ar/); null for a file that is no page.
 */
export function twinSourceOf(pathUnderPages: string): { source: string; language: Language } | null {
  const route = routeForPageFile(pathUnderPages);
  if (route === null) return null;
  if (languageOf(route) === "en") return { source: `ar/${pathUnderPages}`, language: "ar" };
  return pathUnderPages.startsWith("ar/") ? { source: pathUnderPages.slice("ar/".length), language: "en" } : null;
}

/** Splits a site link into the route and the #fragment it names, dropping any ?query. */
export function splitLink(href: string): { path: string; hash: string } {
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const path = beforeHash.split("?")[0] ?? "";
  return { path, hash };
}
