import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";
import { blockSchemaFiles, blockTypes, readSchema } from "../scripts/lib/schemas.ts";
import { schemaFiles, walkSchema } from "./schemaFields.ts";

type Schema = Record<string, unknown>;

describe("the schemas, the editor's help and the renderer's contract", () => {
  it("describe every property, so editors can show help on hover", () => {
    const undocumented: string[] = [];
    for (const [file, schema] of schemaFiles()) {
      walkSchema(schema, file, (node, path) => {
        for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
          if (name === "type" || (typeof property.$ref === "string" && !property.description)) continue;
          if (typeof property.description !== "string") undocumented.push(`${path}/properties/${name}`);
        }
      });
    }
    expect(undocumented).toEqual([]);
  });

  it("title every property and every list's entries, so the studio's forms label each field in words", () => {
    const titled = (schema: Schema) => typeof schema.title === "string" && schema.title.trim() !== "";
    const untitled: string[] = [];
    for (const [file, schema] of schemaFiles()) {
      walkSchema(schema, file, (node, path) => {
        for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
          if (!titled(property)) untitled.push(`${path}/properties/${name}`);
        }
        // A map of properties is walked as a node too; its "items" is a property (the accordion's), seen above.
        const isList = node.type === "array" || ("items" in node && !path.endsWith("/properties"));
        if (isList && !(node.items && typeof node.items === "object" && titled(node.items as Schema))) untitled.push(`${path}/items`);
      });
    }
    expect(untitled).toEqual([]);
  });

  it("name every block schema '<what editors call it> block', as the catalogue and the snippets show it", () => {
    const titles = blockSchemaFiles().map((name) => String(readSchema(`blocks/${name}`).title));
    expect(titles.filter((title) => !/^[A-Z][a-z]+(?: [a-z]+)* block$/.test(title))).toEqual([]);
  });

  it("reject unknown properties in every object", () => {
    const open: string[] = [];
    for (const [file, schema] of schemaFiles()) {
      walkSchema(schema, file, (node, path) => {
        if (node.properties && node.additionalProperties !== false) open.push(path);
      });
    }
    expect(open).toEqual([]);
  });

  it("list every block schema in the page schema, and nothing else", () => {
    const page = readSchema("page.schema.json");
    const refs = ((page.properties as Schema).blocks as { items: { oneOf: { $ref: string }[] } }).items.oneOf.map((ref) => ref.$ref);
    expect(refs.sort()).toEqual(blockSchemaFiles().map((name) => `blocks/${name}`));
  });

  it("name each block schema file, its type and its component folder alike", () => {
    const folders = readdirSync(join(root, "src", "blocks"), { withFileTypes: true })
      // shared/ holds what several blocks use; it is not a block.
      .filter((entry) => entry.isDirectory() && entry.name !== "shared")
      .map((entry) => entry.name)
      .sort();
    const types = [...blockTypes().entries()];
    for (const [file, type] of types) expect(file).toBe(`${type}.schema.json`);
    expect(types.map(([, type]) => type).sort()).toEqual(folders);
  });
});
