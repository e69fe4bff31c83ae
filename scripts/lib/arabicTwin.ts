/**
 * The Arabic twin of an English page, as the studio's "Create the Arabic twin" (studio/createTwin.ts)
 * and `npm run new-page -- /ar/…` (newPage.ts) make it: written at the same path under pages/ar/
 * (routes.ts twinSourceOf), and the English page's `notYetInArabic` removed, as the twin now exists.
 *
 * The twin has the English page's blocks and values, its links to pages that have an Arabic twin lead
 * to that twin (twins.ts), and what each language has of its own (`x-each-language`: other addresses,
 * a canonical, `notYetInArabic`) is left out, `$schema` said from the new file's place. Its words are
 * the English ones, for the editor to translate field by field, each marked "Not translated yet" until
 * then (src/shared/untranslated.ts). Empty fields would fail the schema and the validator (most texts
 * are required and may not be empty), so the new page could be neither previewed nor published, and
 * every page linking to its address would break; with the English words the site stays valid (each
 * such text is a warning, "no Arabic letter"), the draft previews at once, and the translator works
 * beside the source.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { twinAddress } from "../../src/shared/language.ts";
import { routeForPageFile, routeKey, twinSourceOf } from "../../src/shared/routes.ts";
import { schemaFor, type Schema } from "../../src/shared/schemaWalk.ts";
import { ownToEachLanguage } from "../../src/shared/textPlaces.ts";
import { slashedPath } from "./paths.ts";
import { schemaReference, schemasBeside } from "./schemas.ts";
import { bundleSchema } from "./studio/bundleSchema.ts";
import { editedText, writeAtomically } from "./studio/saveFile.ts";
import { leadLinksToArabic } from "./twins.ts";
import { isObject } from "../../src/shared/isObject.ts";

type JsonObject = Record<string, unknown>;

export interface EnglishPage {
  /** The page file, an absolute path inside `pagesDir`. */
  full: string;
  /** Its text as it is now (the studio's draft, in the live studio). */
  text: string;
  /** Its value, parsed from `text`. */
  value: JsonObject;
}

export interface ArabicTwin {
  /** The twin's route: `/ar/careers` for `/careers`. */
  route: string;
  /** The twin's file, at the English page's path under pages/ar/. */
  full: string;
  /** The twin's text: the English page's, laid out as it is, with the values described above. */
  text: string;
  /** The English page's text once its twin exists: without `notYetInArabic` (the same text when it had none). */
  englishText: string;
}

/** `value` without what the schema says each language has of its own, anywhere in it. */
function withoutOwnValues(value: unknown, schema: unknown, rootSchema: Schema): unknown {
  const own = schemaFor(schema, value, rootSchema);
  if (Array.isArray(value)) return value.map((item) => withoutOwnValues(item, own.items, rootSchema));
  if (!isObject(value)) return value;
  const properties = isObject(own.properties) ? own.properties : {};
  const kept = Object.entries(value).flatMap(([key, item]): [string, unknown][] => {
    const itemSchema = properties[key] ?? own.additionalProperties;
    return ownToEachLanguage(itemSchema, rootSchema) ? [] : [[key, withoutOwnValues(item, itemSchema, rootSchema)]];
  });
  return Object.fromEntries(kept);
}

/**
 * The Arabic twin of `english`, an English page file of `pagesDir`; `addresses`: the site's addresses
 * by routeKey (validateProject's), so its links lead to the Arabic pages there are, and to itself.
 * Writes nothing: the caller has refused a twin that exists already.
 */
export function arabicTwinOf(pagesDir: string, english: EnglishPage, addresses: Iterable<string>): ArabicTwin {
  const source = slashedPath(pagesDir, english.full);
  const englishRoute = routeForPageFile(source);
  const twinSource = twinSourceOf(source);
  if (englishRoute === null || twinSource?.language !== "ar") throw new Error(`${source} is no English page, so it has no Arabic twin`);
  const route = twinAddress(englishRoute, "ar");
  const full = join(pagesDir, ...twinSource.source.split("/"));

  const schema = bundleSchema("page.schema.json");
  const known = new Set([...addresses, routeKey(route)]);
  const value = leadLinksToArabic(withoutOwnValues(english.value, schema, schema) as JsonObject, schema, known);
  // `$schema` where the English page has it, pointing from the twin's folder: the two files read alike.
  const twin = "$schema" in english.value ? { $schema: schemaReference(full, "page.schema.json", schemasBeside(pagesDir)), ...value } : value;
  const { notYetInArabic, ...translated } = english.value;
  return { route, full, text: editedText(english.text, twin), englishText: notYetInArabic === undefined ? english.text : editedText(english.text, translated) };
}

/** Writes the twin, and the English page when its text changed, each file in one step. */
export function writeArabicTwin(english: EnglishPage, twin: ArabicTwin) {
  mkdirSync(dirname(twin.full), { recursive: true });
  writeAtomically(twin.full, twin.text);
  if (twin.englishText !== english.text) writeAtomically(english.full, twin.englishText);
}
