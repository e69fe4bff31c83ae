/**
 * A save from the studio: the edited value written into the page file changing only what differs
 * (scripts/lib/rewriteJson.ts), so key order, indentation, `$schema` and every untouched line stay
 * as they were and `git diff` shows just the edit. A file changed on disk since it was opened is left
 * alone (409 with what is there now). A value with validation errors is saved all the same: work is
 * never lost, and the studio shows the errors.
 */
import { randomUUID } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { StudioConflict, StudioFile } from "../../../src/studio/studioApi.ts";
import { parseJsonSource } from "../jsonSource.ts";
import { rewriteJson } from "../rewriteJson.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { readStudioFile, studioFile } from "./studioFile.ts";
import type { StudioFolders } from "./studioFolders.ts";
import { isObject } from "../../../src/shared/isObject.ts";

/** The file's new text: `text` edited in place, or written afresh when `text` is no JSON to edit. */
export function editedText(text: string, value: Record<string, unknown>): string {
  // The validator's parser: a key written twice is one JSON.parse settles silently, while an edit in
  // place would change the first copy of it; such a file, like one that does not parse, is rewritten.
  const source = parseJsonSource(text);
  const edited = source.value !== undefined && !source.problems.length ? rewriteJson(text, source.value, value) : JSON.stringify(value, null, 2);
  return edited.endsWith("\n") ? edited : edited + "\n";
}

/**
 * Replaces the file in one step: a half-written page is never on disk for the dev server to read. The
 * temporary file starts with "." because the pages plugin and the studio skip hidden files.
 */
export function writeAtomically(full: string, text: string) {
  const temporary = join(dirname(full), `.${basename(full)}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, full);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Everything here is synchronous on purpose: between reading the version on disk and renaming the new
 * file into place no other request of this server runs, so two saves cannot interleave.
 */
export function saveFile(folders: StudioFolders, full: string, value: unknown, version: unknown): StudioFile | StudioConflict {
  // Only a studio that is out of order sends these; the person can still copy their words before reloading.
  if (!isObject(value)) throw new StudioError(400, "the studio sent no page to save (a page is a set of fields, and this was not): copy any words you need to keep, reload the page and try again");
  if (typeof version !== "string") throw new StudioError(400, "the studio did not say which version of the page your changes start from, so it cannot save them safely: copy any words you need to keep, reload the page and try again");
  const current = readStudioFile(folders, full);
  if (current.version !== version) {
    return {
      error: `${current.path} was changed on disk since you opened it (by another editor?). Reload it to see that version; your changes here are kept until you do.`,
      current,
    };
  }
  const text = editedText(current.text, value);
  if (text !== current.text) writeAtomically(full, text);
  return studioFile(folders, full, text);
}
