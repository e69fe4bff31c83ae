/**
 * A place in a page or the site file named as the studio's forms name it: by the `title`s the JSON
 * Schema gives along the way, a list item by its item title and its number from 1, a block by its
 * kind. `blocks[4].items[1].content` on the home page is "accordion item 2 answer": the block's
 * "Accordion block" without " block", then its list's "Accordion item" 2 (which already says
 * "accordion", so it stands for both) and the item's "Answer".
 */
import { blockTypeOf, resolveRef, schemaFor, type Schema } from "../../../../src/shared/schemaWalk.ts";
import type { JsonPath } from "./jsonChanges.ts";
import { isObject } from "../../../../src/shared/isObject.ts";

export interface FieldPart {
  /** What the part is called: "hero", "accordion item", "heading". */
  noun: string;
  /** A list item's number, from 1, when it is said. */
  number?: number;
  /** A page block, with its place on the page (from 1). */
  block?: { position: number };
}

/** "Heading" → "heading", but "FAQ" and "URL" stay as they are. */
export function lowerFirst(text: string): string {
  const second = text[1] ?? "";
  return second !== second.toLowerCase() ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "Call to action block" → "call to action"; a block without a schema by its type ("callToAction" → "call to action"). */
export const blockNoun = (title: unknown, type: string) =>
  typeof title === "string" ? lowerFirst(title.replace(/ block$/i, "")) : type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

export function partText(part: FieldPart): string {
  if (part.block && part.number !== undefined) return `block ${part.number} (${part.noun})`;
  return part.number === undefined ? part.noun : `${part.noun} ${part.number}`;
}

export const partsText = (parts: FieldPart[]) => parts.map(partText).join(" ");

/**
 * Adds `next` after the parts so far, without saying a word twice: "link" after "link" is dropped,
 * "card 1" + "card link" says "card 1 link", and "accordion" + "accordion item 2" says "accordion item 2".
 */
function addPart(parts: FieldPart[], next: FieldPart) {
  const previous = parts.at(-1);
  const noun = next.noun.toLowerCase();
  const previousNoun = previous?.noun.toLowerCase();
  if (previous && next.number === undefined && noun === previousNoun) return;
  if (previous && noun.startsWith(`${previousNoun} `)) {
    if (previous.number !== undefined) next = { ...next, noun: next.noun.slice(previous.noun.length + 1) };
    else parts.pop();
  }
  parts.push(next);
}

/** Walks a schema bundled by bundleSchema.ts along `path` in `document` (src/shared/schemaWalk.ts). */
export function fieldParts(root: Schema, document: unknown, path: JsonPath): FieldPart[] {
  const parts: FieldPart[] = [];
  let schema: unknown = root;
  let value = document;
  path.forEach((segment, at) => {
    const here = schemaFor(schema, value, root);
    if (typeof segment === "number") {
      const list = Array.isArray(value) ? value : [];
      const items = resolveRef(here.items, root);
      const item = list[segment];
      const chosen = schemaFor(items, item, root);
      const type = blockTypeOf(chosen);
      if (typeof type === "string") {
        // A page's blocks: by their kind, and by their place too when the page has more than one of that kind.
        const alike = list.filter((other) => isObject(other) && other.type === type).length;
        addPart(parts, { noun: blockNoun(chosen.title, type), block: { position: segment + 1 }, ...(alike > 1 ? { number: segment + 1 } : {}) });
      } else {
        addPart(parts, { noun: lowerFirst(typeof items.title === "string" ? items.title : "item"), number: segment + 1 });
      }
      schema = chosen;
      value = item;
    } else {
      const property = isObject(here.properties) ? here.properties[segment] : undefined;
      const title = isObject(property) ? (property.title ?? resolveRef(property, root).title) : undefined;
      // A list is named by its items ("button 2"), not by itself ("buttons"), when the path goes into it.
      if (typeof path[at + 1] !== "number") addPart(parts, { noun: lowerFirst(typeof title === "string" ? title : segment) });
      schema = property;
      value = isObject(value) ? value[segment] : undefined;
    }
  });
  return parts;
}
