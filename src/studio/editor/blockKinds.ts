/**
 * The block types a page may use, read from the page schema the endpoint serves (every $ref made
 * internal): each one's title, description, its schema ready for a form, and a starting value for
 * a new block (its `defaultSnippets`, else its first example).
 */
import { findSchemaDefinition, type RJSFSchema } from "@rjsf/utils";
import type { JsonObject } from "./openFile.ts";

export interface BlockKind {
  type: string;
  title: string;
  description: string;
  /** The block's schema, with the page schema's definitions so its own $refs resolve. */
  schema: RJSFSchema;
  starter: JsonObject;
}

/** A block's option in the page schema (`{ "$ref": "#/definitions/block_hero" }`), as the schema it names. */
function resolve(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  if (typeof schema.$ref !== "string") return schema;
  const { $ref, ...siblings } = schema;
  return { ...findSchemaDefinition($ref, root), ...siblings };
}

const firstBody = (schema: RJSFSchema): JsonObject | undefined => {
  const snippets = (schema as { defaultSnippets?: { body?: JsonObject }[] }).defaultSnippets;
  return snippets?.[0]?.body ?? (schema.examples as JsonObject[] | undefined)?.[0];
};

export function blockKinds(pageSchema: RJSFSchema): BlockKind[] {
  const blocks = pageSchema.properties?.blocks as RJSFSchema | undefined;
  const items = blocks?.items as RJSFSchema | undefined;
  const options = (items?.oneOf ?? items?.anyOf ?? []) as RJSFSchema[];
  return options.map((option) => {
    const schema = resolve(option, pageSchema);
    const type = String((schema.properties?.type as RJSFSchema | undefined)?.const);
    return {
      type,
      title: schema.title ?? type,
      description: schema.description ?? "",
      // Without its title, which the block's panel shows already.
      schema: { ...schema, title: undefined, definitions: pageSchema.definitions },
      starter: firstBody(schema) ?? { type },
    };
  });
}

/** The page schema without its blocks: what the form above the blocks edits (meta, aliases, layout). */
export function pageTopSchema(pageSchema: RJSFSchema): RJSFSchema {
  const { blocks: _blocks, ...properties } = pageSchema.properties ?? {};
  // Without the page's own title and description: the panel's heading says what these fields are.
  const { title: _title, description: _description, ...schema } = pageSchema;
  return { ...schema, properties, required: pageSchema.required?.filter((name) => name !== "blocks") };
}

export function withoutBlocks(value: JsonObject): JsonObject {
  const { blocks: _blocks, ...rest } = value;
  return rest;
}
