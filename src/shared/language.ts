/**
 * The site's two languages and how an address says which one a page is in: English at `/…`, Arabic at
 * `/ar/…` (a page file under `pages/ar/`, the same path as its English twin). Shared by the
 * validator, the build, the server and the browser, so that all of them agree.
 */

export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

/** Whether `value` names one of the site's languages: what a client says, checked before it is trusted. */
export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/** English: the site's first language, and the one a search engine offers when none fits (x-default). */
export const defaultLanguage: Language = "en";

/** The site's other language. */
export const otherLanguage = (language: Language): Language => (language === "ar" ? "en" : "ar");

/** How each language is written, for `<html dir>`. */
export const directionOf = (language: Language): "ltr" | "rtl" => (language === "ar" ? "rtl" : "ltr");

/** The language a site address is in, by its first segment: `/ar` and `/ar/…` are Arabic, the rest English. */
export function languageOf(path: string): Language {
  return /^\/ar(?=$|[/?#])/i.test(path) ? "ar" : "en";
}

/** The address of the same page in `language`: `/about-us` and `/ar/about-us`, `/` and `/ar`. */
export function twinAddress(path: string, language: Language): string {
  const english = languageOf(path) === "ar" ? path.replace(/^\/ar/i, "") || "/" : path;
  if (language === "en") return english.startsWith("/") ? english : `/${english}`;
  return english === "/" ? "/ar" : english.startsWith("/?") || english.startsWith("/#") ? `/ar${english.slice(1)}` : `/ar${english}`;
}

/** The same address in the page's other language: `/about-us` ↔ `/ar/about-us`, where a page's twin is unless it says otherwise. */
export const addressInOtherLanguage = (path: string): string => twinAddress(path, otherLanguage(languageOf(path)));
