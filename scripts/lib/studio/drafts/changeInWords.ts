/**
 * A drafts commit's message: what a save changed, in the words the studio's forms use, so the history
 * reads as "Home: hero heading, accordion item 2 answer" rather than as a diff.
 *   - the page by its title (after the change; before it when the page was deleted), without the site's
 *     name after " | " that most titles end with; pages/_site.json is "Site-wide data";
 *   - each change by the schema titles along its path (fieldNames.ts): up to three listed, more
 *     counted ("Home: hero heading and 4 other changes");
 *   - blocks added, removed and moved: "call to action block added", "block 3 (accordion) removed",
 *     "blocks reordered"; a new or deleted file: "New page: Careers", "Deleted page: Careers";
 *   - nothing different: "No change".
 * Pure: the same files give the same words (the schemas are read once).
 */
import { isDeepStrictEqual } from "node:util";
import { bundleSchema } from "../bundleSchema.ts";
import { fieldParts, partText, partsText } from "./fieldNames.ts";
import { jsonChanges, type JsonChange } from "./jsonChanges.ts";
import { isObject } from "../../../../src/shared/isObject.ts";

type Schema = Record<string, unknown>;

export const SITE_FILE = "pages/_site.json";
const MOST_LISTED = 3;

/** A page or the site file; anything else the studio saves is a picture under public/. */
export const isPagesFile = (path: string) => path.startsWith("pages/") && path.endsWith(".json");

/** "public/images/team.png" → "images/team.png": the picture as the pages refer to it. */
export const pictureName = (path: string) => path.replace(/^public\//, "");

let schemas: { page: Schema; site: Schema } | undefined;
/** The bundled schema that describes the file at `path`: the site's for pages/_site.json, the page's otherwise. */
export const schemaOf = (path: string) => {
  schemas ??= { page: bundleSchema("page.schema.json"), site: bundleSchema("site.schema.json") };
  return path === SITE_FILE ? schemas.site : schemas.page;
};

/**
 * "About Us | Example IT Solutions" → "About Us"; a page without a title by its file. The home page's
 * title is the company's name and slogan; staff call the page "Home".
 */
export function pageName(path: string, page: unknown): string {
  if (path === "pages/index.json") return "Home";
  const title = isObject(page) && isObject(page.meta) ? page.meta.title : undefined;
  if (typeof title !== "string" || title.trim() === "") return path;
  const bar = title.lastIndexOf(" | ");
  return (bar > 0 ? title.slice(0, bar) : title).trim();
}

function changePhrase(schema: Schema, before: unknown, after: unknown, change: JsonChange): string {
  const parts = fieldParts(schema, change.kind === "removed" ? before : after, change.path);
  const last = parts.at(-1);
  if (!last) return "the whole file";
  const leading = parts.slice(0, -1).map(partText);
  if (change.kind === "added" && last.block) return [...leading, `${last.noun} block added`].join(" ");
  if (change.kind === "removed" && last.block) return [...leading, `block ${last.block.position} (${last.noun}) removed`].join(" ");
  if (change.kind === "changed") return partsText(parts);
  return `${partsText(parts)} ${change.kind}`;
}

/** A picture is there or not: `before` and `after` are undefined when it is not, anything when it is. */
function pictureInWords(path: string, before: unknown, after: unknown): string {
  const name = pictureName(path);
  if (before === undefined) return `New picture: ${name}`;
  if (after === undefined) return `Deleted picture: ${name}`;
  return `Picture replaced: ${name}`;
}

/**
 * `path` as the studio names the file ("pages/index.json"); `before` and `after` its parsed content,
 * undefined when the file did not or does not exist.
 */
export function changeInWords(path: string, before: unknown, after: unknown): string {
  if (isDeepStrictEqual(before, after)) return "No change";
  if (!isPagesFile(path)) return pictureInWords(path, before, after);
  const site = path === SITE_FILE;
  if (before === undefined) return site ? "New file: Site-wide data" : `New page: ${pageName(path, after)}`;
  if (after === undefined) return site ? "Deleted file: Site-wide data" : `Deleted page: ${pageName(path, before)}`;
  const schema = schemaOf(path);
  const phrases = [...new Set(jsonChanges(before, after).map((change) => changePhrase(schema, before, after, change)))];
  const name = site ? "Site-wide data" : pageName(path, after);
  if (phrases.length > MOST_LISTED) return `${name}: ${phrases[0]} and ${phrases.length - 1} other changes`;
  return `${name}: ${phrases.join(", ")}`;
}
