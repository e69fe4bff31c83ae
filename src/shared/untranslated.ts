/**
 * Which fields of an Arabic page are still to translate, for the studio's "Not translated yet" marks
 * and its counts (the page list, the editor's bar): a field of words (src/shared/textPlaces.ts) that
 * is empty, or fails the validator's Arabic-letter rule (src/shared/arabicText.ts), or that the
 * English twin fills and the Arabic page leaves out. A text left as the English has it ("Cloud
 * Security") has no Arabic letter, so it is marked; a text without letters ("99.9%", "$6", ".") is
 * the same in both languages by nature, which the validator accepts, and is not.
 */
import { arabicTextProblem } from "./arabicText.ts";
import { placesOf, isTextSchema, wordFields, type Place } from "./textPlaces.ts";
import { schemaFor, valueAt, type JsonPath, type Schema } from "./schemaWalk.ts";
import { isObject } from "./isObject.ts";

/**
 * Whether a field of words still needs translating: `value` is the Arabic page's (a text, or a rich
 * text's elements; undefined when the page leaves it out), `english` the English twin's at the same
 * place, `schema` the field's own.
 */
export function needsTranslation(value: unknown, english: unknown, schema: Schema, root: Schema): boolean {
  if (value === undefined) return english !== undefined;
  if (typeof value === "string") return arabicTextProblem(value) !== undefined;
  const texts = placesOf(value, schema, root, isTextSchema);
  return texts.length === 0 || texts.some((path) => arabicTextProblem(valueAt(value, path) as string) !== undefined);
}

const key = (path: JsonPath) => path.join("/");

/**
 * Where the studio's form shows the field at `path` of `value`, step by step: an entry's index in its
 * list, a field's place among its object's schema properties, which the form lays out in that order
 * whatever the file's (a field the schema does not name comes after them, as the form adds it).
 */
function formPlace(value: unknown, path: JsonPath, root: Schema): number[] {
  let schema: unknown = root;
  let here = value;
  return path.map((step) => {
    const own = schemaFor(schema, here, root);
    const properties = isObject(own.properties) ? own.properties : {};
    const names = Object.keys(properties);
    schema = typeof step === "number" ? own.items : (properties[step] ?? own.additionalProperties);
    here = valueAt(here, [step]);
    return typeof step === "number" ? step : names.includes(step) ? names.indexOf(step) : names.length;
  });
}

/** Orders two `formPlace`s: the first step where they differ decides. */
function byFormPlace(a: number[], b: number[]): number {
  for (let step = 0; step < Math.min(a.length, b.length); step++) if (a[step] !== b[step]) return a[step]! - b[step]!;
  return a.length - b.length;
}

/**
 * The fields of the Arabic page `arabic` still to translate, in the order its form shows them (so the
 * editor's "Show the first" goes to the first); `english` is its English twin (undefined when it has
 * none), `schema` the page schema bundled. The English page's fields count where the Arabic page has
 * their place (the same block, the same list entry) and leaves them out, as its form shows them there,
 * empty.
 */
export function untranslatedFields(arabic: unknown, english: unknown, schema: Schema): JsonPath[] {
  const fields = new Map<string, Place>(wordFields(arabic, schema, schema).map((place) => [key(place.path), place]));
  for (const place of english === undefined ? [] : wordFields(english, schema, schema)) {
    if (!fields.has(key(place.path)) && isObject(valueAt(arabic, place.path.slice(0, -1)))) fields.set(key(place.path), place);
  }
  return [...fields.values()]
    .filter(({ path, schema: own }) => needsTranslation(valueAt(arabic, path), valueAt(english, path), own, schema))
    .map(({ path }) => ({ path, place: formPlace(arabic, path, schema) }))
    .sort((a, b) => byFormPlace(a.place, b.place))
    .map(({ path }) => path);
}
