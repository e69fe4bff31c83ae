// Where links can be written, read from schemas/ rather than listed by hand: a field that `$ref`s the
// shared `link` definition (or carries its `x-link` tag) is a link field. Each is named by its place,
// "page hero actions/*/href" or "site navigation/*/children/*/href", with "*" for any array index, so
// a field found in the schemas can be matched with a value found in a real page file.
import { posix } from "node:path";
import { blockSchemaFiles, readSchema } from "../scripts/lib/schemas.ts";

type Schema = Record<string, unknown>;

/** Every schema file under schemas/, by its path there. */
export const schemaFiles = (): Map<string, Schema> =>
  new Map(["defs.schema.json", "page.schema.json", "site.schema.json", ...blockSchemaFiles().map((name) => `blocks/${name}`)].map((path) => [path, readSchema(path)]));

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

/**
 * Every link field under `schema`, as places. A definition met again on the same path (a menu group
 * inside a menu group) is not walked twice: its fields are already named once.
 */
function linkPlaces(files: Map<string, Schema>, file: string, schema: Schema, place: string, seen: string[], found: Set<string>) {
  if (isLinkRef(schema.$ref) || schema["x-link"]) {
    found.add(place);
    return;
  }
  if (typeof schema.$ref === "string") {
    const key = `${file}#${schema.$ref}`;
    if (seen.includes(key)) return;
    const [target, node] = resolveRef(files, file, schema.$ref);
    linkPlaces(files, target, node, place, [...seen, key], found);
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    linkPlaces(files, file, property, `${place}/${name}`, seen, found);
  }
  if (schema.items && typeof schema.items === "object") linkPlaces(files, file, schema.items as Schema, `${place}/*`, seen, found);
  for (const branch of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])]) linkPlaces(files, file, branch, place, seen, found);
}

/** Every place a link can be written: "page <block type> <path in the block>", "page <path>" or "site <path>". */
export function linkFieldsInSchemas(): string[] {
  const files = schemaFiles();
  const found = new Set<string>();
  for (const [file, schema] of files) {
    if (file.startsWith("blocks/")) {
      const type = ((schema.properties as Schema).type as Schema).const;
      linkPlaces(files, file, schema, `page ${String(type)} `, [], found);
    }
  }
  // The page's own fields apart from its blocks (each block type is walked above, under its name).
  const page = files.get("page.schema.json")!;
  const { blocks: _blocks, ...pageFields } = page.properties as Schema;
  linkPlaces(files, "page.schema.json", { properties: pageFields }, "page ", [], found);
  linkPlaces(files, "site.schema.json", files.get("site.schema.json")!, "site ", [], found);
  return [...found].map((place) => place.replace(/ \//, " ")).sort();
}

/** The place of a link value met in a file: its JSON pointer with array indices as "*" and blocks by type. */
export function placeOf(kind: "page" | "site", json: unknown, pointer: string): string {
  const parts = pointer.split("/").slice(1);
  if (kind === "page" && parts[0] === "blocks") {
    const block = (json as { blocks: { type: string }[] }).blocks[Number(parts[1])]!;
    return `page ${block.type} ${generalise(parts.slice(2))}`;
  }
  return `${kind} ${generalise(parts)}`;
}

const generalise = (parts: string[]) => parts.map((part) => (/^\d+$/.test(part) ? "*" : part)).join("/");
