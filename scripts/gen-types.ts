/**
 * Writes src/generated/*.ts from the JSON Schemas, so components take types that cannot drift from
 * what the validator accepts. `--check` writes nothing and exits 1 when a committed file is stale.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { generatedDir, root, schemasDir } from "./lib/paths.ts";

const targets = [
  { schema: "page.schema.json", out: "page.ts" },
  { schema: "site.schema.json", out: "site.ts" },
];

const banner = (schema: string) =>
  `/* Generated from schemas/${schema} by scripts/gen-types.ts: do not edit. Run \`npm run gen:types\`. */`;

export async function generate(schema: string): Promise<string> {
  const json = JSON.parse(await readFile(join(schemasDir, schema), "utf8")) as JSONSchema;
  return compile(json, json.title ?? schema, {
    cwd: schemasDir,
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
