import { defaultLanguage, languageOf, otherLanguage, twinAddress, type Language } from "../shared/language.ts";

/**
 * The addresses of a page in each language it is written in: its own, and its twin's when `twin` (the
 * route table's: the twin, or the nearest page above it) is the very same page in the other language.
 * What hreflang links and the sitemap name, so only for pairs that exist.
 */
export function addressesByLanguage(route: string, twin: string): Partial<Record<Language, string>> {
  const own = languageOf(route);
  const other = otherLanguage(own);
  const paired = twinAddress(route, other).toLowerCase() === twin.toLowerCase();
  return { [own]: route, ...(paired && { [other]: twin }) };
}

/**
 * A page's hreflang links, in its head and in the sitemap alike: each language it is written in and
 * English as the default (`x-default`), so the two pages of a pair name each other; none for a page
 * in one language only.
 */
export function hreflangLinks(route: string, twin: string): { hreflang: string; address: string }[] {
  const addresses = addressesByLanguage(route, twin);
  if (Object.keys(addresses).length < 2) return [];
  return [...Object.entries(addresses).map(([hreflang, address]) => ({ hreflang, address })), { hreflang: "x-default", address: addresses[defaultLanguage]! }];
}
