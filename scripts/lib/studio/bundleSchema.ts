/**
 * One self-contained JSON Schema from a schema file and every file its `$ref`s reach, for the studio's
 * forms: a form library in the browser (@rjsf/core) resolves `#/definitions/…` but cannot fetch
 * `../defs.schema.json`. Each schema a `$ref` names elsewhere is copied once into `definitions` under a
 * stable name (`defs.schema.json#/definitions/action` → `defs_action`, `blocks/hero.schema.json` →
 * `block_hero`) and the `$ref` is pointed there. Nothing else changes: titles, descriptions,
 * examples, defaults, enums, `x-link`, `x-image` and `defaultSnippets` stay as the files say, so the
 * bundle says exactly what schemas/ says (tests/studio/bundleSchema.test.ts holds ajv to that).
 */
import { posix } from "node:path";
import { fromPointer } from "../../../src/shared/jsonPointer.ts";
import { readSchema } from "../schemas.ts";
import { isObject } from "../../../src/shared/isObject.ts";

type JsonObject = Record<string, unknown>;

/** Keywords whose values are data (an example page, a snippet), not schemas: a "$ref" in them is text. */
const dataKeywords = new Set(["examples", "default", "enum", "const", "defaultSnippets"]);

/** Keywords whose values map names to schemas. */
const namedSchemas = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);

/** "blocks/hero.schema.json" + "" → "block_hero"; "defs.schema.json" + "/definitions/action" → "defs_action". */
function definitionName(file: string, fragment: string): string {
  const base = file
    .replace(/\.schema\.json$/, "")
    .replace(/^blocks\//, "block/")
    .split("/");
  const inner = fragment.split("/").filter((segment) => segment !== "" && segment !== "definitions");
  return [...base, ...inner].join("_").replace(/[^A-Za-z0-9_-]/g, "_");
}

/** `rootFile` is a path under schemas/ ("page.schema.json"). */
export function bundleSchema(rootFile: string): JsonObject {
  const files = new Map<string, JsonObject>();
  const fileSchema = (file: string) => {
    if (!files.has(file)) files.set(file, readSchema(file));
    return files.get(file)!;
  };
  const root = fileSchema(rootFile);
  const definitions: JsonObject = {};
  const names = new Map<string, string>();
  const taken = new Set(Object.keys(isObject(root.definitions) ? root.definitions : {}));

  /** The internal `$ref` that stands for `ref` written in `file`, copying its target in on first sight. */
  const internalRef = (ref: string, file: string): string => {
    const [target = "", fragment = ""] = ref.split("#");
    const targetFile = target ? posix.normalize(posix.join(posix.dirname(file), target)) : file;
    // The root's own definitions keep their names and places.
    if (targetFile === rootFile) return `#${fragment}`;
    const key = `${targetFile}#${fragment}`;
    let name = names.get(key);
    if (name === undefined) {
      const wanted = definitionName(targetFile, fragment);
      name = wanted;
      for (let n = 2; taken.has(name); n++) name = `${wanted}_${n}`;
      taken.add(name);
      // Named before its content is copied, so a schema that refers to itself ends.
      names.set(key, name);
      const target = fromPointer(decodeURIComponent(fragment)).reduce<unknown>((node, segment) => (node as JsonObject)[segment], fileSchema(targetFile));
      const copy = rewrite(target, targetFile) as JsonObject;
      delete copy.$id;
      delete copy.$schema;
      // A whole file's own definitions are reached through rewritten $refs, each copied on its own.
      if (fragment === "") delete copy.definitions;
      definitions[name] = copy;
    }
    return `#/definitions/${name}`;
  };

  /** `named`: the node maps names to schemas (`properties`), so its keys are no keywords. */
  const rewrite = (node: unknown, file: string, named = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (named) return [key, rewrite(value, file)];
        if (key === "$ref" && typeof value === "string") return [key, internalRef(value, file)];
        return [key, dataKeywords.has(key) ? value : rewrite(value, file, namedSchemas.has(key))];
      }),
    );
  };

  const bundled = rewrite(root, rootFile) as JsonObject;
  return { ...bundled, definitions: { ...(isObject(bundled.definitions) ? bundled.definitions : {}), ...definitions } };
}
