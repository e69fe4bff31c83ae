/**
 * The site file's words in another language: `pages/ar/_site.json` holds the Arabic of every text of
 * `pages/_site.json` (menus, the footer's links, the company's tagline, offices, product summaries) at
 * the same places, and nothing else. Phone numbers, addresses, links and names are written once, in
 * the English file, so a change of number is one edit. Which values are words is the schema's to say
 * (src/shared/textPlaces.ts).
 */
import type { Site } from "../../src/generated/site.ts";
import { textPlaces } from "../../src/shared/textPlaces.ts";
import { valueAt, type JsonPath, type Schema } from "../../src/shared/schemaWalk.ts";
import { arabicTextProblem } from "../../src/shared/arabicText.ts";
import { toPointer } from "../../src/shared/jsonPointer.ts";
import { bundleSchema } from "./studio/bundleSchema.ts";
import { isObject } from "../../src/shared/isObject.ts";

export interface TextProblem {
  pointer: string;
  message: string;
  severity: "error" | "warning";
}

let siteSchema: Schema | undefined;

/**
 * The English site file with the Arabic texts of `texts` in place, and what is wrong with `texts`:
 * a text left out, a place that holds no text in English (a number, a link), a list of another length,
 * an empty text (errors), a text with no Arabic letter (a warning: a name kept as it is is one).
 */
export function siteInArabic(english: Site, texts: unknown): { site: Site; problems: TextProblem[] } {
  siteSchema ??= bundleSchema("site.schema.json");
  const problems: TextProblem[] = [];
  const places = textPlaces(english, siteSchema, siteSchema);
  const placeKeys = new Set(places.map(toPointer));
  const site = structuredClone(english) as unknown as Record<string, unknown>;

  // What the Arabic file holds that is no text of the English one, or is shaped otherwise.
  const walk = (value: unknown, path: JsonPath) => {
    const inEnglish = valueAt(english, path);
    if (typeof value === "string") {
      if (!placeKeys.has(toPointer(path))) problems.push({ pointer: toPointer(path), message: `this is not a text of the site file: it is written once, in pages/_site.json`, severity: "error" });
      return;
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(inEnglish)) return void problems.push({ pointer: toPointer(path), message: "pages/_site.json has no list here", severity: "error" });
      if (value.length !== inEnglish.length) problems.push({ pointer: toPointer(path), message: `has ${value.length} items; pages/_site.json has ${inEnglish.length}, and each holds the Arabic of the English at its place`, severity: "error" });
      value.slice(0, inEnglish.length).forEach((item, index) => walk(item, [...path, index]));
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (path.length === 0 && key === "$schema") continue;
        if (!isObject(inEnglish) || !(key in inEnglish)) problems.push({ pointer: toPointer([...path, key]), message: `pages/_site.json has no "${key}" here`, severity: "error" });
        else walk(item, [...path, key]);
      }
    } else problems.push({ pointer: toPointer(path), message: "a text is written in quotes", severity: "error" });
  };
  walk(texts, []);

  for (const path of places) {
    const text = valueAt(texts, path);
    const pointer = toPointer(path);
    if (typeof text !== "string") {
      problems.push({ pointer, message: `not translated: "${String(valueAt(english, path))}" has no Arabic`, severity: "error" });
      continue;
    }
    const problem = arabicTextProblem(text);
    if (problem) problems.push({ pointer, ...problem });
    const parent = valueAt(site, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path.at(-1)!] = text;
  }
  return { site: site as unknown as Site, problems };
}
