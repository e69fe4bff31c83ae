// Where links, and free text, can be written, read from schemas/ rather than listed by hand: a field
// that `$ref`s the shared `link` definition (or carries its `x-link` tag) is a link field; a string with
// no pattern, choice list or fixed value is text. Each is named by its place, "page hero actions/*/href"
// or "site navigation/*/children/*/href", with "*" for any array index, so a field found in the schemas
// can be matched with a value found in a real page file.
import { posix } from "node:path";
import { blockSchemaFiles, readSchema } from "../scripts/lib/schemas.ts";

type Schema = Record<string, unknown>;

/** Every schema file under schemas/, by its path there. */
export const schemaFiles = (): Map<string, Schema> =>
  new Map(["defs.schema.json", "page.schema.json", "site.schema.json", ...blockSchemaFiles().map((name) => `blocks/${name}`)].map((path) => [path, readSchema(path)]));

const dataKeywords = new Set(["examples", "defaultSnippets", "enum", "const", "default"]);

/**
 * Calls `visit` on every subschema with its path inside the file. Examples, editor snippets, choice
 * lists, fixed values and defaults are data, not schemas: they are not walked.
 */
export function walkSchema(schema: unknown, path: string, visit: (schema: Schema, path: string) => void) {
  if (Array.isArray(schema)) schema.forEach((item, index) => walkSchema(item, `${path}/${index}`, visit));
  else if (schema && typeof schema === "object") {
    visit(schema as Schema, path);
    for (const [key, value] of Object.entries(schema)) {
      if (!dataKeywords.has(key)) walkSchema(value, `${path}/${key}`, visit);
    }
  }
}
const isLinkRef = (ref: unknown) => typeof ref === "string" && ref.endsWith("#/definitions/link");

/** The file and subschema a `$ref` written in `file` points at. */
function resolveRef(files: Map<string, Schema>, file: string, ref: string): [string, Schema] {
  const [path, fragment = ""] = ref.split("#");
  const target = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
  let node = files.get(target) as unknown;
  for (const part of fragment.split("/").filter(Boolean)) node = (node as Schema)[part];
  if (!node) throw new Error(`${file}: ${ref} leads nowhere`);
  return [target, node as Schema];
}

const isLinkField = (schema: Schema) => isLinkRef(schema.$ref) || Boolean(schema["x-link"]);

/** A string an editor writes freely: what a page shows as text. */
const isTextField = (schema: Schema) =>
  (schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"))) && schema.pattern === undefined && schema.enum === undefined && schema.const === undefined && !schema["x-image"] && !schema["x-link"];

/**
 * Every place under `schema` whose subschema `matches`. A definition met again on the same path (a
 * menu group inside a menu group) is not walked twice: its fields are already named once.
 */
function places(files: Map<string, Schema>, file: string, schema: Schema, place: string, seen: string[], matches: (schema: Schema) => boolean, found: Set<string>) {
  if (matches(schema)) {
    found.add(place);
    return;
  }
  if (isLinkField(schema)) return;
  if (typeof schema.$ref === "string") {
    const key = `${file}#${schema.$ref}`;
    if (seen.includes(key)) return;
    const [target, node] = resolveRef(files, file, schema.$ref);
    places(files, target, node, place, [...seen, key], matches, found);
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (name === "$schema") continue;
    places(files, file, property, `${place}/${name}`, seen, matches, found);
  }
  if (schema.items && typeof schema.items === "object") places(files, file, schema.items as Schema, `${place}/*`, seen, matches, found);
  for (const branch of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])]) places(files, file, branch, place, seen, matches, found);
}

/** Every place a matching field can be written: "page <block type> <path in the block>", "page <path>" or "site <path>". */
function fieldsInSchemas(matches: (schema: Schema) => boolean, { site = true } = {}): string[] {
  const files = schemaFiles();
  const found = new Set<string>();
  for (const [file, schema] of files) {
    if (file.startsWith("blocks/")) {
      const type = ((schema.properties as Schema).type as Schema).const;
      places(files, file, schema, `page ${String(type)} `, [], matches, found);
    }
  }
  // The page's own fields apart from its blocks (each block type is walked above, under its name).
  const page = files.get("page.schema.json")!;
  const { blocks: _blocks, ...pageFields } = page.properties as Schema;
  places(files, "page.schema.json", { properties: pageFields }, "page ", [], matches, found);
  if (site) places(files, "site.schema.json", files.get("site.schema.json")!, "site ", [], matches, found);
  return [...found].map((place) => place.replace(/ \//, " ")).sort();
}

/** Every place a link can be written, in pages and in the site file. */
export const linkFieldsInSchemas = () => fieldsInSchemas(isLinkField);

/** Every place a page file holds text of the editor's own (the site file's text is not a page's). */
export const pageTextFieldsInSchemas = () => fieldsInSchemas(isTextField, { site: false });

/** The place of a value met in a file: its JSON pointer with array indices as "*" and blocks by type. */
export function placeOf(kind: "page" | "site", json: unknown, pointer: string): string {
  const parts = pointer.split("/").slice(1);
  if (kind === "page" && parts[0] === "blocks") {
    const block = (json as { blocks: { type: string }[] }).blocks[Number(parts[1])]!;
    return `page ${block.type} ${generalise(parts.slice(2))}`;
  }
  return `${kind} ${generalise(parts)}`;
}

const generalise = (parts: string[]) => parts.map((part) => (/^\d+$/.test(part) ? "*" : part)).join("/");
