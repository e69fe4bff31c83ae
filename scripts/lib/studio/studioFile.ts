/**
 * A page file as the studio holds it: its text and a fingerprint of that text (its version). A save
 * names the version it started from, so a file changed on disk since (in VS Code, by a colleague's
 * pull) is never overwritten unseen.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { StudioFile } from "../../../src/studio/studioApi.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { studioPathOf, type StudioFolders } from "./studioFolders.ts";

/** The first 16 hex digits of the text's SHA-256: plenty to tell two versions of one file apart. */
export const fileVersion = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

export const studioFile = (folders: StudioFolders, full: string, text: string): StudioFile => ({ path: studioPathOf(folders, full), text, version: fileVersion(text) });

/** The file at `full` as it is on disk now; 404 when there is none. */
export function readStudioFile(folders: StudioFolders, full: string): StudioFile {
  let text: string;
  try {
    text = readFileSync(full, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new StudioError(404, `${studioPathOf(folders, full)} does not exist (was it renamed or deleted?)`);
  }
  return studioFile(folders, full, text);
}
