/**
 * Where two versions of a file differ, field by field, and a version merged from them. Objects are
 * compared key by key and lists entry by entry while both have the same entries (the same number,
 * each block of the same kind in the same place); a list whose entries were added, removed or
 * reordered on one side is one difference, taken whole from one side or the other. Each difference
 * then stands alone: taking one from either side never touches another.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { fieldPlace, schemaFor, type JsonPath } from "./fieldPlace.ts";
import { valueWords } from "./valueWords.ts";
import { valueAt } from "../../../shared/schemaWalk.ts";
import { isObject } from "../../../shared/isObject.ts";

type JsonObject = Record<string, unknown>;

export interface Difference {
  /** A key for the difference: its path as JSON. */
  key: string;
  path: JsonPath;
  /** In the form's words: "1. Hero block › Heading". */
  place: string;
  /** The value on each side; undefined where that side does not have it. */
  mine: unknown;
  theirs: unknown;
  /** Each value as the panel shows it. */
  mineWords: string;
  theirsWords: string;
  /** Which side changed it since the version the edit started from (both when both did, or when that is unknown). */
  changedBy: "me" | "them" | "both";
}

/** Equal as JSON values (key order aside): what the file would hold is the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, at) => sameValue(item, b[at]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** Lists compared entry by entry: as many entries, and each block the same kind of block as its counterpart. */
const sameShape = (mine: unknown[], theirs: unknown[]) =>
  mine.length === theirs.length && mine.every((item, at) => !isObject(item) || !isObject(theirs[at]) || item.type === (theirs[at] as JsonObject).type);

function paths(mine: unknown, theirs: unknown, path: JsonPath): JsonPath[] {
  if (sameValue(mine, theirs)) return [];
  if (isObject(mine) && isObject(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return keys.flatMap((key) => paths(mine[key], theirs[key], [...path, key]));
  }
  if (Array.isArray(mine) && Array.isArray(theirs) && sameShape(mine, theirs)) return mine.flatMap((item, at) => paths(item, theirs[at], [...path, at]));
  return [path];
}

/** The schema of the value at `path`, for the words its value is summed up in. */
function schemaAt(root: RJSFSchema, document: unknown, path: JsonPath): RJSFSchema | undefined {
  let schema: RJSFSchema | undefined = root;
  let value = document;
  for (const segment of path) {
    const here: RJSFSchema | undefined = schema && schemaFor(schema, value, root);
    const next: unknown = typeof segment === "number" ? here?.items : here?.properties?.[segment];
    schema = isObject(next) ? (next as RJSFSchema) : undefined;
    value = valueAt(value, [segment]);
  }
  return schema;
}

/**
 * The differences between `mine` (the form) and `theirs` (the version saved meanwhile), in the order
 * the form shows its fields. `base`, the version the edit started from, says who changed what.
 */
export function differences(schema: RJSFSchema, mine: JsonObject, theirs: JsonObject, base?: JsonObject): Difference[] {
  return paths(mine, theirs, []).map((path) => {
    const [mineValue, theirsValue] = [valueAt(mine, path), valueAt(theirs, path)];
    const where = mineValue === undefined ? theirs : mine;
    const own = schemaAt(schema, where, path);
    const baseValue = base === undefined ? undefined : valueAt(base, path);
    const changedBy = base === undefined ? "both" : sameValue(mineValue, baseValue) ? "them" : sameValue(theirsValue, baseValue) ? "me" : "both";
    return {
      key: JSON.stringify(path),
      path,
      place: fieldPlace(schema, where, path),
      mine: mineValue,
      theirs: theirsValue,
      mineWords: valueWords(mineValue, own, schema),
      theirsWords: valueWords(theirsValue, own, schema),
      changedBy,
    };
  });
}

/** `document` with `value` at `path` (the key taken out where `value` is undefined), copied along the way. */
function withValue(document: unknown, path: JsonPath, value: unknown): unknown {
  if (!path.length) return value;
  const [segment, ...rest] = path as [string | number, ...JsonPath];
  if (typeof segment === "number" && Array.isArray(document)) return document.with(segment, withValue(document[segment], rest, value));
  const object = isObject(document) ? document : {};
  const child = withValue(object[segment], rest, value);
  if (child === undefined) {
    const { [segment]: _gone, ...others } = object;
    return others;
  }
  return { ...object, [segment]: child };
}

/** Mine, with theirs taken wherever `takeTheirs` says so. */
export function merged(mine: JsonObject, found: readonly Difference[], takeTheirs: (difference: Difference) => boolean): JsonObject {
  return found.filter(takeTheirs).reduce<JsonObject>((value, difference) => withValue(value, difference.path, difference.theirs) as JsonObject, mine);
}
