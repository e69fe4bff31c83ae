import { existsSync } from "node:fs";
import { join } from "node:path";
import { defaultLanguage, languages, twinAddress, type Language } from "../shared/language.ts";

/**
 * The 404 page a built site answers an unknown address in `language` with: `404.html` for English,
 * `ar/404.html` for an address under /ar, in Arabic and right to left. The prerenderer writes them,
 * the Node server sends them, and the static hosts' and nginx's configurations name them.
 */
export function notFoundFileIn(language: Language): string {
  const folder = twinAddress("/", language).slice(1);
  return folder ? `${folder}/404.html` : "404.html";
}

/** The 404 pages the build in `dist` has, English's first: `404.html`, `ar/404.html`. */
export const builtNotFoundFiles = (dist: string): string[] => languages.map(notFoundFileIn).filter((file) => existsSync(join(dist, file)));

/** Each language's 404 page in the build in `dist`: its own, or English's in a build without it. */
export function notFoundFiles(dist: string): Record<Language, string> {
  const fileOf = (language: Language) => (existsSync(join(dist, notFoundFileIn(language))) ? notFoundFileIn(language) : notFoundFileIn(defaultLanguage));
  return Object.fromEntries(languages.map((language) => [language, fileOf(language)])) as Record<Language, string>;
}
