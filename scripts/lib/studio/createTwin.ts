/**
 * "Create the Arabic twin" in the studio: the Arabic page of an English page that has none, written at
 * the same path under pages/ar/ from the English page as it is now (its draft, in the live studio),
 * and the English page's `notYetInArabic` removed, in one change (one commit in the live studio).
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
 *
 * Refused: a page changed since the editor saw it (409, as a save), an Arabic page or the site file,
 * and a page whose twin exists (422). Synchronous, as saves are, so nothing writes in between.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StudioConflict, StudioFile } from "../../../src/studio/studioApi.ts";
import { languageOf, twinAddress } from "../../../src/shared/language.ts";
import { routeForPageFile, routeKey } from "../../../src/shared/routes.ts";
import { schemaFor, type Schema } from "../../../src/shared/schemaWalk.ts";
import { ownToEachLanguage } from "../../../src/shared/textPlaces.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { parseJsonSource } from "../jsonSource.ts";
import { root } from "../paths.ts";
import { schemaReference, schemasBeside } from "../schemas.ts";
import { leadLinksToArabic } from "../twins.ts";
import { validateProject } from "../validateProject.ts";
import { bundleSchema } from "./bundleSchema.ts";
import type { FileChange } from "./fileChange.ts";
import { editedText, writeAtomically } from "./saveFile.ts";
import { readStudioFile, studioFile } from "./studioFile.ts";
import { pageFilePath, studioPathOf, type StudioFolders } from "./studioFolders.ts";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

export interface CreatedTwin {
  /** The Arabic page, as GET file answers it. */
  file: StudioFile;
  /** The files written: the Arabic page (new) and, when it said it was not yet in Arabic, the English page. */
  changes: FileChange[];
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

/** The Arabic twin's value, from the English page's (`known`: the site's addresses by routeKey, the twin's among them). */
function twinValue(english: JsonObject, twinFull: string, pagesDir: string, known: ReadonlySet<string>): JsonObject {
  const schema = bundleSchema("page.schema.json");
  const twin = leadLinksToArabic(withoutOwnValues(english, schema, schema) as JsonObject, schema, known);
  // `$schema` where the English page has it, pointing from the twin's folder: the two files read alike.
  return "$schema" in english ? { $schema: schemaReference(twinFull, "page.schema.json", schemasBeside(pagesDir)), ...twin } : twin;
}

export function createTwin(folders: StudioFolders, full: string, version: unknown): CreatedTwin | StudioConflict {
  if (typeof version !== "string") throw new StudioError(400, 'the studio did not say which version of the English page the twin is made from ("version" from GET file): reload the page and try again');
  const path = studioPathOf(folders, full);
  const source = path.slice("pages/".length);
  const route = routeForPageFile(source);
  if (route === null) throw new StudioError(422, `${path} is not a page, so it has no Arabic twin to create.`);
  if (languageOf(route) === "ar") throw new StudioError(422, `${route} is an Arabic page already: an Arabic twin is made from an English page.`);

  const current = readStudioFile(folders, full);
  if (current.version !== version) {
    return { error: `${path} was changed since you opened it (by another editor?), so its Arabic twin was not made from it. Reload it to see that version.`, current };
  }
  const english = parseJsonSource(current.text);
  if (!isObject(english.value) || english.problems.length) throw new StudioError(422, `${path} is not valid JSON, so no Arabic twin can be made from it: fix it first (npm run validate says where).`);

  const twinRoute = twinAddress(route, "ar");
  const twinFull = pageFilePath(folders, `pages/ar/${source}`);
  const twinPath = studioPathOf(folders, twinFull);
  const addresses = validateProject(folders).addresses;
  const taken = addresses.get(routeKey(twinRoute));
  if (taken || existsSync(twinFull)) {
    const file = taken ? studioPathOf(folders, join(root, taken)) : twinPath;
    throw new StudioError(422, `${route} has its Arabic twin already: ${twinRoute} is ${file}. Open that page to translate it.`);
  }

  const known = new Set([...addresses.keys(), routeKey(twinRoute)]);
  const twinText = editedText(current.text, twinValue(english.value, twinFull, folders.pagesDir, known));
  const { notYetInArabic, ...translated } = english.value;
  const englishText = notYetInArabic === undefined ? current.text : editedText(current.text, translated);

  mkdirSync(dirname(twinFull), { recursive: true });
  writeAtomically(twinFull, twinText);
  if (englishText !== current.text) writeAtomically(full, englishText);
  return {
    file: studioFile(folders, twinFull, twinText),
    changes: [{ path: twinPath, before: undefined, after: twinText }, ...(englishText === current.text ? [] : [{ path, before: current.text, after: englishText }])],
  };
}
