/**
 * Which values of a page or the site file are words a visitor reads, and so what a translation changes:
 * a string whose schema is free text (no `enum`, `const`, `pattern` or `format`, not a link or a picture's
 * file). Everything else (block types, ids, links, pictures, dates, numbers, choices) is the same in
 * both languages. The validator's pair checks, the build's Arabic site file and the studio's
 * translation marks (src/shared/untranslated.ts) all read the schema so, through this one rule.
 */
import { resolveRef, schemaFor, type JsonPath, type Schema } from "./schemaWalk.ts";
import { isObject } from "./isObject.ts";

/**
 * A value each page of a pair has of its own, as the schema says (`x-each-language`): its file's
 * schema path, its other addresses, what it says of its translation. Twins are compared without them
 * (scripts/lib/pagePairs.ts), and a new twin is made without them (scripts/lib/arabicTwin.ts).
 */
export const ownToEachLanguage = (schema: unknown, root: Schema): boolean => resolveRef(schema, root)["x-each-language"] === true;

/** Whether a string with this schema is words (true) or a value (false); `x-translated: false` marks free text that stays as it is (a name). */
export const isTextSchema = (schema: Schema): boolean =>
  schema["x-translated"] !== false && !("enum" in schema) && !("const" in schema) && !("pattern" in schema) && !("format" in schema) && !("x-link" in schema) && !("x-image" in schema);

/** A place in a document and its schema there (a oneOf's option chosen by the value). */
export interface Place {
  path: JsonPath;
  schema: Schema;
}

/**
 * Every place of `value` that `pick` takes, by `schema` (bundled: its `$ref`s are "#/definitions/…" of
 * `root`), and nothing inside such a place.
 */
function picked(value: unknown, schema: unknown, root: Schema, pick: (own: Schema, value: unknown) => boolean, path: JsonPath): Place[] {
  const own = schemaFor(schema, value, root);
  if (pick(own, value)) return [{ path, schema: own }];
  if (Array.isArray(value)) return value.flatMap((item, index) => picked(item, own.items, root, pick, [...path, index]));
  if (!isObject(value)) return [];
  const properties = isObject(own.properties) ? own.properties : {};
  // `$schema` names the schema file for editors: the file's place, not its words.
  return Object.entries(value).flatMap(([key, item]) => {
    if (path.length === 0 && key === "$schema") return [];
    const itemSchema = properties[key] ?? (isObject(own.additionalProperties) ? own.additionalProperties : undefined);
    return itemSchema === undefined ? [] : picked(item, itemSchema, root, pick, [...path, key]);
  });
}

/** Every place of `value` holding a string whose schema is `wanted`. */
export const placesOf = (value: unknown, schema: unknown, root: Schema, wanted: (schema: Schema) => boolean, path: JsonPath = []): JsonPath[] =>
  picked(value, schema, root, (own, item) => typeof item === "string" && wanted(own), path).map((place) => place.path);

/** Every place of `value` that holds words. */
export const textPlaces = (value: unknown, schema: unknown, root: Schema): JsonPath[] => placesOf(value, schema, root, isTextSchema);

/** Every place of `value` that holds a link (`x-link`). */
export const linkPlaces = (value: unknown, schema: unknown, root: Schema): JsonPath[] => placesOf(value, schema, root, (own) => own["x-link"] === true);

/**
 * Every field of `value` that holds words, as the studio's forms edit them: each text, and each rich
 * text (`x-rich-text`) as one field, its texts inside it.
 */
export const wordFields = (value: unknown, schema: unknown, root: Schema): Place[] =>
  picked(value, schema, root, (own, item) => own["x-rich-text"] === true || (typeof item === "string" && isTextSchema(own)), []);
