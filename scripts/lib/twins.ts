/**
 * A page's twin in the other language: `/about-us` and `/ar/about-us`. Where the twin is not written
 * yet, the nearest page above it that has one (`/ar/blog` for an article not yet in Arabic), so a
 * language switch always leads to a page in the language asked for.
 */
import type { Site } from "../../src/generated/site.ts";
import { languageOf, otherLanguage, twinAddress } from "../../src/shared/language.ts";
import { routeKey, splitLink } from "../../src/shared/routes.ts";
import { linkPlaces } from "../../src/shared/textPlaces.ts";
import { valueAt, type Schema } from "../../src/shared/schemaWalk.ts";
import { linkKind } from "../../src/ui/linkKind.ts";
import { bundleSchema } from "./studio/bundleSchema.ts";

/** The address of `route`'s page in the other language, or of the nearest page above it there. */
export function twinOf(route: string, routes: readonly string[]): string {
  const known = new Set(routes.map(routeKey));
  const language = otherLanguage(languageOf(route));
  let twin = twinAddress(route, language);
  while (!known.has(routeKey(twin)) && twin !== twinAddress("/", language)) twin = twin.slice(0, twin.lastIndexOf("/")) || "/";
  return twin;
}

/**
 * Where a link of an Arabic page or menu leads: an English page's Arabic twin when it has one (`known`:
 * the site's routes by routeKey), anything else as it is.
 */
export function arabicLinkOf(href: string, known: ReadonlySet<string>): string {
  if (linkKind(href) !== "internal" || languageOf(href) === "ar") return href;
  const twin = twinAddress(href, "ar");
  return known.has(routeKey(splitLink(twin).path)) ? twin : href;
}

let siteSchema: ReturnType<typeof bundleSchema> | undefined;

/** The site file for Arabic pages: its links to pages that have an Arabic twin lead to the twin (the menus, the footer). */
export function withArabicLinks(site: Site, routes: readonly string[]): Site {
  siteSchema ??= bundleSchema("site.schema.json");
  return leadLinksToArabic(structuredClone(site), siteSchema, new Set(routes.map(routeKey)));
}

/** `value` with each of its links (the schema's link places) to a page that has an Arabic twin led to the twin, changed in place. */
export function leadLinksToArabic<T>(value: T, schema: Schema, known: ReadonlySet<string>): T {
  for (const path of linkPlaces(value, schema, schema)) {
    (valueAt(value, path.slice(0, -1)) as Record<string | number, unknown>)[path.at(-1)!] = arabicLinkOf(valueAt(value, path) as string, known);
  }
  return value;
}
