/**
 * What the block catalogue (/_catalogue in the dev server) shows: every block type from its schema,
 * with its description, its fields and its examples, each example ready to render (pictures sized as
 * the build sizes them) and as the JSON an editor copies into a page.
 */
import { join } from "node:path";
import type { CatalogueEntry, CatalogueExample } from "../../src/catalogue/catalogueTypes.ts";
import type { Block, Page } from "../../src/generated/page.ts";
import { deliveredPage } from "./deliveredPage.ts";
import { placeImage, type PlacedImage } from "./placeImageSizes.ts";
import { publicDir } from "./paths.ts";
import { describeSchemaErrors } from "./schemaErrors.ts";
import { blockSchemaFiles, blockTypes, createValidators, pageAround, readSchema } from "./schemas.ts";

type Schema = Record<string, unknown>;

/** A field's help text: its own description, or that of the shared definition it refers to. */
function fieldDescription(property: Schema, defs: Schema): string {
  if (typeof property.description === "string") return property.description;
  const name = typeof property.$ref === "string" ? property.$ref.split("/").at(-1) : undefined;
  const definition = name ? ((defs.definitions as Record<string, Schema>)[name] ?? {}) : {};
  return String(definition.description ?? "");
}

/** A pointer into the example page, made relative to its one block: "/blocks/0/image/src" is "/image/src". */
const inBlock = (pointer: string) => pointer.replace(/^\/blocks\/0/, "") || "/";

export function catalogueEntries(): CatalogueEntry[] {
  const validators = createValidators();
  const types = [...blockTypes().values()];
  const defs = readSchema("defs.schema.json");

  const example = (block: unknown): CatalogueExample => {
    const page = pageAround(block);
    const { images } = validators.collect(validators.page, page);
    const problems = describeSchemaErrors(validators.page.errors, types).map((problem) => `${inBlock(problem.pointer)}  ${problem.message}`);
    const placed: PlacedImage[] = [];
    for (const image of images) {
      const place = placeImage(publicDir, image);
      if (place) placed.push(place);
      else problems.push(`${inBlock(image.pointer)}  image "${image.value}" is missing or does not say how big it is`);
    }
    const delivered = problems.length ? (block as Block) : deliveredPage({ page: page as Page, images: placed }).blocks[0]!;
    return { block: delivered, json: JSON.stringify(block, null, 2), problems };
  };

  return blockSchemaFiles().map((name) => {
    const schema = readSchema(join("blocks", name));
    const required = new Set(schema.required as string[]);
    const properties = Object.entries(schema.properties as Record<string, Schema>).filter(([field]) => field !== "type");
    return {
      type: (schema.properties as Record<string, Schema>).type!.const as Block["type"],
      title: String(schema.title),
      description: String(schema.description),
      fields: properties.map(([field, property]) => ({ name: field, description: fieldDescription(property, defs), required: required.has(field) })),
      examples: ((schema.examples ?? []) as unknown[]).map(example),
    };
  });
}
