import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { listJsonFiles } from "../../scripts/lib/pageFiles.ts";
import { root } from "../../scripts/lib/paths.ts";
import { annotationKeywords, blockTypes, createValidators } from "../../scripts/lib/schemas.ts";
import { bundleSchema } from "../../scripts/lib/studio/bundleSchema.ts";
import { SITE_FILE } from "../../scripts/lib/validateProject.ts";
import { validationFixtures } from "../fixtureSite.ts";

type Json = Record<string, unknown>;

/** Every `$ref` in a schema, wherever it stands. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === "$ref" && typeof value === "string" ? [value] : refsIn(value)));
}

/** An ajv as a form library would set one up: the bundle alone, with the validator's options and keywords. */
function bundleValidator(bundle: Json) {
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, allowUnionTypes: true });
  for (const keyword of ["x-link", "x-image"]) ajv.addKeyword({ keyword, schemaType: "boolean" });
  ajv.addVocabulary([...annotationKeywords]);
  return ajv.compile(bundle);
}

const pointers = (errors: ErrorObject[] | null | undefined) => [...new Set((errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`))].sort();

/** Every page file the site has, and every one the validator's fixtures use to show a kind of mistake. */
function pageFiles(): { name: string; value: unknown }[] {
  const folders = [join(root, "pages"), validationFixtures];
  return folders.flatMap((folder) =>
    listJsonFiles(folder).flatMap((source) => {
      try {
        return [{ name: join(folder, source), value: JSON.parse(readFileSync(join(folder, source), "utf8")) as unknown }];
      } catch {
        return []; // The fixtures of broken JSON: no schema gets to see them.
      }
    }),
  );
}

describe("the schemas bundled for the studio's forms", () => {
  const page = bundleSchema("page.schema.json");
  const site = bundleSchema("site.schema.json");

  it("refer only inside themselves, to definitions that are there, without $id or $schema inside", () => {
    for (const bundle of [page, site]) {
      const definitions = bundle.definitions as Record<string, Json>;
      for (const ref of refsIn(bundle)) {
        expect(ref).toMatch(/^#\/definitions\/[A-Za-z0-9_-]+$/);
        expect(definitions[ref.slice("#/definitions/".length)], ref).toBeDefined();
      }
      for (const definition of Object.values(definitions)) {
        expect(definition).not.toHaveProperty("$id");
        expect(definition).not.toHaveProperty("$schema");
      }
    }
  });

  it("hold every block once, under its type's name, with its titles, help, examples and tags", () => {
    const definitions = page.definitions as Record<string, Json>;
    for (const type of blockTypes().values()) expect(definitions[`block_${type}`], type).toBeDefined();
    expect(Object.keys(definitions).filter((name) => name.startsWith("block_"))).toHaveLength(blockTypes().size);
    expect(definitions.block_hero).toMatchObject({ description: expect.any(String), examples: expect.any(Array) });
    expect(definitions.defs_link).toMatchObject({ "x-link": true });
    expect(JSON.stringify(page)).toContain('"x-image":true');
    expect(page.defaultSnippets).toEqual(expect.any(Array));
  });

  it("give every page file the validator's verdict: the same errors at the same places, or none", () => {
    const validators = createValidators();
    const bundled = { page: bundleValidator(page), site: bundleValidator(site) };
    const files = pageFiles();
    let refused = 0;
    for (const { name, value } of files) {
      const kind = name.endsWith(SITE_FILE) ? "site" : "page";
      const verdict = validators[kind](value);
      if (!verdict) refused++;
      expect(bundled[kind](value), name).toBe(verdict);
      expect(pointers(bundled[kind].errors), name).toEqual(pointers(validators[kind].errors));
    }
    // Both kinds of verdict were put to the test: the site's pages pass, the fixtures' mistakes do not.
    expect(files.length).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(5);
  });
});
