/**
 * Writes src/generated/*.ts from the JSON Schemas, so components take types that cannot drift from
 * what the validator accepts. `--check` writes nothing and exits 1 when a committed file is stale.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { generatedDir, root, schemasDir } from "./lib/paths.ts";

const targets = [
  { schema: "page.schema.json", out: "page.ts" },
  { schema: "site.schema.json", out: "site.ts" },
];

const banner = (schema: string) =>
  `/* Generated from schemas/${schema} by scripts/gen-types.ts: do not edit. Run \`npm run gen:types\`. */`;

type Schema = { [key: string]: unknown };
const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const mapSchemas = (schemas: Schema, map: (schema: Schema) => Schema) =>
  Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, isSchema(schema) ? map(schema) : schema]));

/** Components import this plain value's type by name (SiteDetailName, src/shared/siteDetails.ts). */
const namedValues = new Set(["Site detail name"]);

/**
 * Whether a property's, a list entry's or a branch's title names a type: an object's shape (Card, Page
 * meta), a oneOf between named kinds (Block, Rich text element: every branch titled or a `$ref`, the
 * test the validator's messages use too) or a plain value components import by name. A title beside a
 * `$ref` never does: the definition names that type.
 */
const namesAType = (schema: Schema) =>
  typeof schema.$ref !== "string" &&
  (isSchema(schema.properties) ||
    (Array.isArray(schema.oneOf) && schema.oneOf.every((branch: Schema) => typeof branch.title === "string" || typeof branch.$ref === "string")) ||
    namedValues.has(String(schema.title)));

/**
 * The schema as json-schema-to-typescript should see it. It names a type after every `title` it meets
 * and numbers the repeats (`Heading`, `Heading1`…), but most titles in schemas/ are the labels the
 * studio's forms show above fields ("Heading", "Buttons", "Button"). The copy keeps the titles that
 * name the types components use (the root's, each definition's and those `namesAType` accepts) and
 * drops the labels of plain values, lists, anyOf entries and `$ref`s, which stay written out where used.
 * Examples, defaults, `enum` and `const` are data: a "title" in them is a value and is left alone.
 */
function withTypeNamesOnly(schema: Schema, keepTitle = true): Schema {
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "title" && !keepTitle) continue;
    if (key === "definitions" && isSchema(value)) copy[key] = mapSchemas(value, (definition) => withTypeNamesOnly(definition));
    else if (key === "properties" && isSchema(value)) copy[key] = mapSchemas(value, (property) => withTypeNamesOnly(property, namesAType(property)));
    else if (key === "items" && isSchema(value)) copy[key] = withTypeNamesOnly(value, namesAType(value));
    else if ((key === "oneOf" || key === "anyOf") && Array.isArray(value)) copy[key] = value.map((branch) => (isSchema(branch) ? withTypeNamesOnly(branch, namesAType(branch)) : branch));
    else copy[key] = value;
  }
  return copy;
}

/** A schema file without its labels; the files it `$ref`s are read through this too. */
const readForTypes = async (file: string) => withTypeNamesOnly(JSON.parse(await readFile(file, "utf8")) as Schema);

export async function generate(schema: string): Promise<string> {
  const json = (await readForTypes(join(schemasDir, schema))) as JSONSchema;
  return compile(json, json.title ?? schema, {
    cwd: schemasDir,
    $refOptions: {
      resolve: { file: { read: async ({ url }: { url: string }) => JSON.stringify(await readForTypes(url.startsWith("file:") ? fileURLToPath(url) : url)) } },
    },
    bannerComment: banner(schema),
    additionalProperties: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    // Tuples for minItems/maxItems make props awkward to use; the validator enforces the counts.
    ignoreMinAndMaxItems: true,
    format: true,
    style: { printWidth: 110, singleQuote: false },
  });
}

async function main() {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  await mkdir(generatedDir, { recursive: true });
  for (const { schema, out } of targets) {
    const file = join(generatedDir, out);
    const fresh = await generate(schema);
    const current = await readFile(file, "utf8").catch(() => "");
    if (current === fresh) continue;
    if (check) stale.push(relative(root, file));
    else {
      await writeFile(file, fresh);
      console.log(`wrote ${relative(root, file)}`);
    }
  }
  if (stale.length) {
    console.error(`${stale.join(", ")} ${stale.length === 1 ? "is" : "are"} out of date with schemas/: run \`npm run gen:types\` and commit the result.`);
    process.exit(1);
  }
}

await main();
