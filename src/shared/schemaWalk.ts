/**
 * Finding the schema of a place in a page or the site file, as the studio's forms do, in a schema
 * bundled by scripts/lib/studio/bundleSchema.ts (every `$ref` is "#/definitions/…" inside it): `$ref`s
 * followed, and of a oneOf/anyOf the option the value is (a block by its `type`). The conflict panel
 * names fields by it in the browser (src/studio/editor/conflict/fieldPlace.ts), and the live studio's
 * commit messages on the server (scripts/lib/studio/drafts/fieldNames.ts).
 */
import { isObject } from "./isObject.ts";

export type Schema = Record<string, unknown>;

/** A place in a document: property names and list positions (from 0), `["blocks", 0, "heading"]`. */
export type JsonPath = (string | number)[];

/** The value at `path` in `value` (a list's item by its number, an object's by its name), or undefined. */
export const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((node, segment) => (typeof segment === "number" ? (Array.isArray(node) ? node[segment] : undefined) : isObject(node) ? node[segment] : undefined), value);

/** "#/definitions/defs_image" → the schema there, or undefined. */
function definitionAt(ref: string, root: Schema): unknown {
  const segments = ref.startsWith("#/") ? ref.slice(2).split("/").map((segment) => decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~")) : [];
  return segments.reduce<unknown>((node, segment) => (isObject(node) ? node[segment] : undefined), root);
}

/** resolveRef's answers by schema, with the root they were found in: a walk over a page meets the same few schemas thousands of times. */
const resolved = new WeakMap<Schema, { root: Schema; schema: Schema }>();

/**
 * The schema a `$ref` names, with the referring schema's own title and description, which say more
 * ("Picture" for a shared image). The same schema object each time it is asked: callers read it, never change it.
 */
export function resolveRef(schema: unknown, root: Schema): Schema {
  if (!isObject(schema)) return {};
  const known = resolved.get(schema);
  if (known?.root === root) return known.schema;
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 20; hops++) {
    const { $ref, ...siblings } = current;
    const target = definitionAt($ref, root);
    current = { ...(isObject(target) ? target : {}), ...siblings };
  }
  resolved.set(schema, { root, schema: current });
  return current;
}

/** The block type a schema is for (its `type` property's const), if it is a block's. */
export const blockTypeOf = (schema: Schema): unknown => (isObject(schema.properties) && isObject(schema.properties.type) ? schema.properties.type.const : undefined);

function fitsType(type: unknown, value: unknown): boolean {
  if (type === "integer" || type === "number") return typeof value === "number";
  if (type === "array") return Array.isArray(value);
  if (type === "object") return isObject(value);
  if (type === "null") return value === null;
  return typeof type !== "string" || typeof value === type;
}

function fits(schema: Schema, value: unknown, root: Schema): boolean {
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) return options.some((option) => fits(resolveRef(option, root), value, root));
  const type = blockTypeOf(schema);
  if (type !== undefined) return isObject(value) && value.type === type;
  if (!fitsType(schema.type, value)) return false;
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  return !properties || !isObject(value) || Object.keys(value).every((key) => key in properties);
}

/** `schema` (its `$ref` followed) for `value`: of a oneOf/anyOf, the option the value is, with that option's own title. */
export function schemaFor(schema: unknown, value: unknown, root: Schema): Schema {
  const resolved = resolveRef(schema, root);
  const options = resolved.oneOf ?? resolved.anyOf;
  if (!Array.isArray(options)) return resolved;
  const chosen = options.map((option) => resolveRef(option, root)).find((option) => fits(option, value, root));
  if (!chosen) return resolved;
  const { oneOf: _oneOf, anyOf: _anyOf, ...outer } = resolved;
  return schemaFor({ ...outer, ...chosen }, value, root);
}
