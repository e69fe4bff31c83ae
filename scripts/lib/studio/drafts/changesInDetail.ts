/**
 * What the publisher reviews before publishing drafts: every difference between two versions of a file,
 * one entry per field, named as the studio's forms name it and with the values as an editor reads them.
 * changeInWords.ts says a save in one line for the history ("Home: hero heading"); this says it in full:
 *   - a field: "Hero heading", "Technology that helps…" → "Software you can rely on" (the UI adds the quotes);
 *     texts of at most 160 characters, keeping the stretch where a long text changed; "yes"/"no"; "3 items";
 *     an object by its most telling text (its title, heading, label…), a block by its kind and that text;
 *   - list items and blocks added or removed ("Block 3 (call to action)"), lists reordered (no values);
 *   - a new or deleted page as one entry: "Careers (/careers), 2 blocks: hero, call to action";
 *   - a picture as one entry: "Picture", added, removed or changed, with its path.
 * Pure: the same files give the same entries.
 */
import { isDeepStrictEqual } from "node:util";
import { routeForPageFile } from "../../../../src/shared/routes.ts";
import type { Schema } from "../../../../src/shared/schemaWalk.ts";
import type { StudioFieldChange } from "../../../../src/studio/studioApi.ts";
import { isPagesFile, pageName, pictureName, schemaOf, SITE_FILE } from "./changeInWords.ts";
import { fieldParts, partsText, type FieldPart } from "./fieldNames.ts";
import { jsonChanges, type JsonChange, type JsonPath } from "./jsonChanges.ts";
import { isObject } from "../../../../src/shared/isObject.ts";

const LONGEST = 160;
/** How much of a long text's start stays when it changed further in: enough to know which text it is. */
const KEPT_START = 60;
/** Properties that say what an object is, most telling first ("h2", "p"…: a rich text element). */
const TELLING_KEYS = ["title", "heading", "label", "name", "text", "h2", "h3", "p", "quote", "strong", "em", "content", "feature", "network", "from", "city", "src", "href", "site", "ul", "ol"];

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const valueAt = (document: unknown, path: JsonPath) =>
  path.reduce<unknown>((value, segment) => (typeof segment === "number" ? (Array.isArray(value) ? value[segment] : undefined) : isObject(value) ? value[segment] : undefined), document);

/** Where two texts first differ: the place a shortened text must still show. */
function firstDifference(one: string, other: string): number {
  let at = 0;
  while (at < one.length && at < other.length && one[at] === other[at]) at++;
  return at;
}

/** A cut-off text ends at a space rather than inside a word, unless the last word is long (a web address). */
const toWordEnd = (text: string) => {
  const space = text.lastIndexOf(" ");
  return space > text.length - 20 ? text.slice(0, space) : text;
};

/** `whole.slice(from)` starts at a word: the rest of a word cut at `from` is dropped, unless it is long. */
const fromWordStart = (whole: string, from: number) => {
  const rest = whole.slice(from);
  const space = rest.indexOf(" ");
  return whole[from - 1] === " " || space < 0 || space > 20 ? rest : rest.slice(space + 1);
};

/**
 * At most 160 characters, cut between words. A text that changed beyond its first 120 keeps its start
 * and the stretch around `focus`, where the change is, with "…" for what is left out: cut at the end
 * only, a paragraph whose last sentence changed would read the same before and after.
 */
function shortened(text: string, focus = 0): string {
  if (text.length <= LONGEST) return text;
  if (focus < LONGEST - 40) return `${toWordEnd(text.slice(0, LONGEST - 1))}…`;
  const stretch = LONGEST - KEPT_START - 2;
  const from = Math.min(focus - 30, text.length - stretch);
  const middle = fromWordStart(text.slice(0, from + stretch), from);
  const end = from + stretch < text.length ? `${toWordEnd(middle)}…` : middle;
  return `${toWordEnd(text.slice(0, KEPT_START))}…${end}`;
}

/** A line of rich text made of pieces (`["See ", { "text": "our work", "href": "/work" }, "."]`) as its words. */
function inlineWords(pieces: unknown[]): string | undefined {
  const words = pieces.map((piece) => {
    if (typeof piece === "string") return piece;
    if (!isObject(piece)) return undefined;
    const text = piece.text ?? piece.strong ?? piece.em;
    return typeof text === "string" ? text : typeof piece.site === "string" ? `[${piece.site}]` : undefined;
  });
  return pieces.some(isObject) && words.every((word) => word !== undefined) ? words.join("") : undefined;
}

/** The text that best says what a value is: an object's title, heading, label…, a list's first item's. */
function tellingText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return inlineWords(value) ?? value.map(tellingText).find((text) => text !== undefined);
  if (!isObject(value)) return undefined;
  const keys = [...TELLING_KEYS.filter((key) => key in value), ...Object.keys(value).filter((key) => key !== "type")];
  return keys.map((key) => tellingText(value[key])).find((text) => text !== undefined);
}

/** Names a property of the value being put into words, by its schema title ("footer" → "show the footer"). */
type PropertyNoun = (key: string) => string;

/**
 * A value as an editor reads it, before shortening; `part` names the place it is in (a block by its
 * kind), `noun` its properties, for an object that has no telling text: "show the footer: no".
 */
function valueWords(value: unknown, part: FieldPart | undefined, noun: PropertyNoun): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return inlineWords(value) ?? counted(value.length, "item");
  if (!isObject(value)) return "empty";
  const telling = tellingText(value);
  if (part?.block) return `${upperFirst(part.noun)} block${telling === undefined ? "" : `: ${telling}`}`;
  const fields = Object.entries(value).map(([key, field]) => `${noun(key)}: ${valueWords(field, undefined, noun)}`);
  return telling ?? (fields.length > 0 ? upperFirst(fields.join("; ")) : "empty");
}

/** The PropertyNoun for the value at `path` in `document`. */
const propertyNoun =
  (schema: Schema, document: unknown, path: JsonPath): PropertyNoun =>
  (key) =>
    fieldParts(schema, document, [...path, key]).at(-1)?.noun ?? key;

/**
 * `path` (a place in `after`, as jsonChanges gives it) as the same place in `before`: a list item moves up
 * or down by the items added or removed ahead of it. jsonChanges says which those are; the other items
 * are matched up in order, as it matches them.
 */
function pathInBefore(before: unknown, after: unknown, path: JsonPath): JsonPath {
  const mapped: JsonPath = [];
  for (const segment of path) {
    const old = valueAt(before, mapped);
    const now = valueAt(after, path.slice(0, mapped.length));
    if (typeof segment !== "number" || !Array.isArray(old) || !Array.isArray(now)) {
      mapped.push(segment);
      continue;
    }
    const itemChanges = jsonChanges(old, now).filter((change) => change.path.length === 1);
    const changed = (kind: JsonChange["kind"]) => new Set(itemChanges.filter((change) => change.kind === kind).map((change) => change.path[0]));
    const added = changed("added");
    const removed = changed("removed");
    const ahead = now.slice(0, segment).filter((_, at) => !added.has(at)).length;
    mapped.push(old.map((_, at) => at).filter((at) => !removed.has(at))[ahead] ?? segment);
  }
  return mapped;
}

/** "Hero heading"; a block added or removed always with its place: "Block 3 (call to action)". */
function fieldText(parts: FieldPart[], item: boolean): string {
  const last = parts.at(-1);
  if (!last) return "The whole file";
  const named = item && last.block ? [...parts.slice(0, -1), { ...last, number: last.block.position }] : parts;
  return upperFirst(partsText(named));
}

/** The entry without the values that are not there. */
function entry(field: string, kind: StudioFieldChange["kind"], before?: string, after?: string): StudioFieldChange {
  return { field, kind, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) };
}

/** "Careers (/careers), 2 blocks: hero, call to action"; the site file as "Site-wide data". */
function fileSummary(path: string, schema: Schema, file: unknown): string {
  if (path === SITE_FILE) return "Site-wide data";
  const route = routeForPageFile(path.slice("pages/".length));
  const blocks = isObject(file) && Array.isArray(file.blocks) ? file.blocks : [];
  const kinds = blocks.map((_, at) => fieldParts(schema, file, ["blocks", at]).at(-1)?.noun ?? "block");
  return shortened(`${pageName(path, file)}${route === null ? "" : ` (${route})`}, ${counted(blocks.length, "block")}${kinds.length > 0 ? `: ${kinds.join(", ")}` : ""}`);
}

function fieldChange(path: string, schema: Schema, before: unknown, after: unknown, change: JsonChange): StudioFieldChange {
  if (change.kind === "reordered") return entry(fieldText(fieldParts(schema, after, change.path), false), "reordered");
  if (change.kind === "added") {
    const parts = fieldParts(schema, after, change.path);
    const words = valueWords(valueAt(after, change.path), parts.at(-1), propertyNoun(schema, after, change.path));
    return entry(fieldText(parts, true), "added", undefined, words === undefined ? undefined : shortened(words));
  }
  if (change.kind === "removed") {
    const oldPath = [...pathInBefore(before, after, change.path.slice(0, -1)), ...change.path.slice(-1)];
    const parts = fieldParts(schema, before, oldPath);
    const words = valueWords(valueAt(before, oldPath), parts.at(-1), propertyNoun(schema, before, oldPath));
    return entry(fieldText(parts, true), "removed", words === undefined ? undefined : shortened(words));
  }
  const parts = fieldParts(schema, after, change.path);
  const oldPath = pathInBefore(before, after, change.path);
  const whole = change.path.length === 0;
  const wordsAt = (document: unknown, at: JsonPath) => {
    const value = valueAt(document, at);
    return whole && isObject(value) ? fileSummary(path, schema, value) : valueWords(value, parts.at(-1), propertyNoun(schema, document, at));
  };
  const [oldWords, newWords] = [wordsAt(before, oldPath), wordsAt(after, change.path)];
  const focus = oldWords === undefined || newWords === undefined ? 0 : firstDifference(oldWords, newWords);
  const shown = (words: string | undefined) => (words === undefined ? undefined : shortened(words, focus));
  return entry(fieldText(parts, false), "changed", shown(oldWords), shown(newWords));
}

/** A picture is there or not: `before` and `after` are undefined when it is not, anything when it is. */
function pictureChange(path: string, before: unknown, after: unknown): StudioFieldChange {
  const name = pictureName(path);
  if (before === undefined) return entry("Picture", "added", undefined, name);
  if (after === undefined) return entry("Picture", "removed", name);
  return entry("Picture", "changed", undefined, name);
}

/**
 * Every difference between two versions of a studio file, in the forms' words, with the values. `path` as
 * the studio names the file ("pages/index.json", "public/images/team.png"); `before` and `after` its parsed
 * content, undefined when the file did not or does not exist.
 */
export function changesInDetail(path: string, before: unknown, after: unknown): StudioFieldChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!isPagesFile(path)) return [pictureChange(path, before, after)];
  const schema = schemaOf(path);
  const field = path === SITE_FILE ? "Site-wide data" : "Page";
  if (before === undefined) return [entry(field, "added", undefined, path === SITE_FILE ? undefined : fileSummary(path, schema, after))];
  if (after === undefined) return [entry(field, "removed", path === SITE_FILE ? undefined : fileSummary(path, schema, before))];
  return jsonChanges(before, after).map((change) => fieldChange(path, schema, before, after, change));
}

/** How the review names a file: "Home", the page's title without " | Company", "Site-wide data", "Picture images/team.png". */
export function fileName(path: string, before: unknown, after: unknown): string {
  if (!isPagesFile(path)) return `Picture ${pictureName(path)}`;
  if (path === SITE_FILE) return "Site-wide data";
  return pageName(path, after ?? before);
}
