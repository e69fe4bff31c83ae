/**
 * A value as the conflict panel shows it beside its place: a text in full, a number as it is, a switch
 * as "Yes" or "No", and an object or a list summed up in a line ("2 buttons: Contact Us; Our work"),
 * since the whole of a block's JSON says little to the people who edit pages.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { itemTitle, schemaFor } from "./fieldPlace.ts";
import { isObject } from "../../../shared/isObject.ts";

export const NOTHING = "(left empty)";
/** How much of an entry's text a list's summary shows. */
const SHORT = 60;
/** How many entries a list's summary names. */
const NAMED = 3;

/** "2 buttons", "1 entry", "3 entries". */
const counted = (count: number, noun: string) => `${count} ${count === 1 ? noun : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`}`;

const shortened = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);

/** "Accordion item" → "accordion item", but "FAQ" stays as it is. */
const lowerFirst = (text: string) => (text[1] && text[1] !== text[1].toLowerCase() ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The first text in an object, depth first: a button's label, a block's heading, a paragraph's words. */
function firstText(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  const children = isObject(value) ? Object.entries(value).filter(([key]) => key !== "type").map(([, child]) => child) : Array.isArray(value) ? value : [];
  for (const child of children) {
    const text = firstText(child);
    if (text) return text;
  }
  return undefined;
}

/** One entry of a list, or an object, in a few words: "Hero block: Software that works", "Contact Us". */
function entryWords(value: unknown, schema: RJSFSchema | undefined, root: RJSFSchema): string {
  if (!isObject(value)) return value === undefined || value === null || value === "" ? NOTHING : shortened(String(value));
  const own = schema ? schemaFor(schema, value, root) : undefined;
  const text = firstText(value);
  const kind = typeof value.type === "string" ? (own?.title ?? value.type) : undefined;
  if (kind) return text ? `${kind}: ${shortened(text)}` : kind;
  return text ? shortened(text) : counted(Object.keys(value).length, "field");
}

/** `schema` is the value's own (from the bundled schema), for the words a list's entries are called by. */
export function valueWords(value: unknown, schema: RJSFSchema | undefined, root: RJSFSchema): string {
  if (value === undefined || value === null || value === "") return NOTHING;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return NOTHING;
    const list = schema ? schemaFor(schema, value, root) : undefined;
    const entries = value.slice(0, NAMED).map((entry) => entryWords(entry, list?.items as RJSFSchema | undefined, root));
    const more = value.length > NAMED ? `; and ${value.length - NAMED} more` : "";
    return `${counted(value.length, lowerFirst(itemTitle(list, root) ?? "entry"))}: ${entries.join("; ")}${more}`;
  }
  return entryWords(value, schema, root);
}
