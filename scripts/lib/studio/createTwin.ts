/**
 * "Create the Arabic twin" in the studio: the Arabic page of an English page that has none, written at
 * the same path under pages/ar/ from the English page as it is now (its draft, in the live studio),
 * and the English page's `notYetInArabic` removed, in one change (one commit in the live studio). What
 * the twin holds is arabicTwin.ts's to say, as `npm run new-page -- /ar/…` makes it too.
 *
 * Refused: a page changed since the editor saw it (409, as a save), an Arabic page or the site file,
 * and a page whose twin exists (422). Synchronous, as saves are, so nothing writes in between.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { StudioConflict, StudioFile } from "../../../src/studio/studioApi.ts";
import { languageOf, twinAddress } from "../../../src/shared/language.ts";
import { routeForPageFile, routeKey } from "../../../src/shared/routes.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { arabicTwinOf, writeArabicTwin } from "../arabicTwin.ts";
import { parseJsonSource } from "../jsonSource.ts";
import { root } from "../paths.ts";
import { validateProject } from "../validateProject.ts";
import type { FileChange } from "./fileChange.ts";
import { readStudioFile, studioFile } from "./studioFile.ts";
import { pageFilePath, studioPathOf, type StudioFolders } from "./studioFolders.ts";
import { isObject } from "../../../src/shared/isObject.ts";

export interface CreatedTwin {
  /** The Arabic page, as GET file answers it. */
  file: StudioFile;
  /** The files written: the Arabic page (new) and, when it said it was not yet in Arabic, the English page. */
  changes: FileChange[];
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

  const englishPage = { full, text: current.text, value: english.value };
  const twin = arabicTwinOf(folders.pagesDir, englishPage, addresses.keys());
  writeArabicTwin(englishPage, twin);
  return {
    file: studioFile(folders, twinFull, twin.text),
    changes: [{ path: twinPath, before: undefined, after: twin.text }, ...(twin.englishText === current.text ? [] : [{ path, before: current.text, after: twin.englishText }])],
  };
}
