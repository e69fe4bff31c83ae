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
import { valueAt, type JsonPath, type Schema } from "./schemaWalk.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

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
 * The fields of the Arabic page `arabic` still to translate; `english` is its
 * English twin (undefined when it has none), `schema` the page schema bundled. The English page's
 * fields count where the Arabic page has their place (the same block, the same list entry) and leaves
 * them out, as its form shows them there, empty.
 */
export function untranslatedFields(arabic: unknown, english: unknown, schema: Schema): JsonPath[] {
  const fields = new Map<string, Place>(wordFields(arabic, schema, schema).map((place) => [key(place.path), place]));
  for (const place of english === undefined ? [] : wordFields(english, schema, schema)) {
    if (!fields.has(key(place.path)) && isObject(valueAt(arabic, place.path.slice(0, -1)))) fields.set(key(place.path), place);
  }
  return [...fields.values()]
    .filter(({ path, schema: own }) => needsTranslation(valueAt(arabic, path), valueAt(english, path), own, schema))
    .map(({ path }) => path);
}
