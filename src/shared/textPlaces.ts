/**
 * Which values of a page or the site file are words a visitor reads, and so what a translation changes:
 * a string whose schema is free text (no `enum`, `const`, `pattern` or `format`, not a link or a picture's
 * file). Everything else (block types, ids, links, pictures, dates, numbers, choices) is the same in
 * both languages. The validator's pair checks, the build's Arabic site file and the studio's
 * translation marks all read the schema so, through this one rule.
 */
import { schemaFor, type JsonPath, type Schema } from "./schemaWalk.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a string with this schema is words (true) or a value (false); `x-translated: false` marks free text that stays as it is (a name). */
export const isTextSchema = (schema: Schema): boolean =>
  schema["x-translated"] !== false && !("enum" in schema) && !("const" in schema) && !("pattern" in schema) && !("format" in schema) && !("x-link" in schema) && !("x-image" in schema);

/** Every place of `value` holding a string whose schema is `wanted`, by `schema` (bundled: its `$ref`s are "#/definitions/…" of `root`). */
export function placesOf(value: unknown, schema: unknown, root: Schema, wanted: (schema: Schema) => boolean, path: JsonPath = []): JsonPath[] {
  const own = schemaFor(schema, value, root);
  if (typeof value === "string") return wanted(own) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placesOf(item, own.items, root, wanted, [...path, index]));
  if (!isObject(value)) return [];
  const properties = isObject(own.properties) ? own.properties : {};
  // `$schema` names the schema file for editors: the file's place, not its words.
  return Object.entries(value).flatMap(([key, item]) => {
    if (path.length === 0 && key === "$schema") return [];
    const itemSchema = properties[key] ?? (isObject(own.additionalProperties) ? own.additionalProperties : undefined);
    return itemSchema === undefined ? [] : placesOf(item, itemSchema, root, wanted, [...path, key]);
  });
}

/** Every place of `value` that holds words. */
export const textPlaces = (value: unknown, schema: unknown, root: Schema): JsonPath[] => placesOf(value, schema, root, isTextSchema);

/** Every place of `value` that holds a link (`x-link`). */
export const linkPlaces = (value: unknown, schema: unknown, root: Schema): JsonPath[] => placesOf(value, schema, root, (own) => own["x-link"] === true);
