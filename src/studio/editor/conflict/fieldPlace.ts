/**
 * A place in a page or the site file named as the studio's forms name it, from the `title`s of the
 * bundled schema the editor already has: ["blocks", 0, "actions", 1, "label"] on a page is
 * "1. Hero block › Button 2 › Label" (a block as its panel heads it, a list's entry by its item title
 * and its number from 1, a field by its label).
 */
import type { RJSFSchema } from "@rjsf/utils";
import { blockTypeOf, resolveRef, schemaFor as schemaForValue, type JsonPath, type Schema } from "../../../shared/schemaWalk.ts";
import { isObject } from "../../../shared/isObject.ts";

export type { JsonPath };

/** The schema a `$ref` names, with the referring schema's own title and description (src/shared/schemaWalk.ts). */
const resolveSchema = (schema: unknown, root: RJSFSchema): RJSFSchema => resolveRef(schema, root as Schema) as RJSFSchema;

/** The option of a oneOf/anyOf that `value` is (a block by its `type`), else the schema as it is. */
export const schemaFor = (schema: unknown, value: unknown, root: RJSFSchema): RJSFSchema => schemaForValue(schema, value, root as Schema) as RJSFSchema;

/** What an entry of a list is called, from the list's schema: "Button", "Accordion item". */
export const itemTitle = (list: RJSFSchema | undefined, root: RJSFSchema): string | undefined => {
  const items = list?.items;
  return isObject(items) ? resolveSchema(items, root).title : undefined;
};

/** The words for `path` inside `document` (one of the two versions: the one that has it). */
export function fieldPlace(root: RJSFSchema, document: unknown, path: JsonPath): string {
  const parts: string[] = [];
  let schema: RJSFSchema | undefined = root;
  let value = document;
  path.forEach((segment, at) => {
    const here: RJSFSchema | undefined = schema && schemaFor(schema, value, root);
    if (typeof segment === "number") {
      const item: unknown = Array.isArray(value) ? value[segment] : undefined;
      const entry: RJSFSchema | undefined = here?.items && isObject(here.items) ? schemaFor(here.items, item, root) : undefined;
      const type = isObject(item) && typeof item.type === "string" ? item.type : undefined;
      // A page's block as its panel heads it ("1. Hero block"); another list's entry as "Button 2".
      if (type !== undefined && entry && blockTypeOf(entry as Schema) !== undefined) parts.push(`${segment + 1}. ${entry.title ?? type}`);
      else parts.push(`${itemTitle(here, root) ?? "Item"} ${segment + 1}`);
      schema = entry;
      value = item;
    } else {
      const property: RJSFSchema | undefined = isObject(here?.properties?.[segment]) ? (here.properties[segment] as RJSFSchema) : undefined;
      const title = property ? (property.title ?? resolveSchema(property, root).title) : undefined;
      // A list is named by its entries ("Button 2"), not by itself ("Buttons"), when the path goes into it.
      if (typeof path[at + 1] !== "number") parts.push(title ?? segment);
      schema = property;
      value = isObject(value) ? value[segment] : undefined;
    }
  });
  return parts.length ? parts.join(" › ") : "The whole file";
}
