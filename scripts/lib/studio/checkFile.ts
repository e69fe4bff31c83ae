/**
 * The validator's verdict on one file as the editor has it, unsaved: the whole project is validated
 * (links to other pages, anchors, pictures, colliding addresses need it) with this file's text taken
 * from the request instead of the disk. The studio shows exactly these problems; it has no rules of
 * its own. About 12 ms (median) for the site's 28 pages, so the studio can ask as the editor types.
 */
import type { StudioCheckResult } from "../../../src/studio/studioApi.ts";
import { deliveredPage } from "../deliveredPage.ts";
import { root, slashedPath } from "../paths.ts";
import { validateProject } from "../validateProject.ts";
import { StudioError } from "./studioError.ts";
import { studioPathOf, type StudioFolders } from "./studioFolders.ts";

export function checkFile(folders: StudioFolders, full: string, value: unknown): StudioCheckResult {
  if (value === undefined) throw new StudioError(400, 'a check sends the file\'s content as "value"');
  // Indented as the files are, so a problem's line and column point somewhere sensible in it.
  const text = JSON.stringify(value, null, 2) + "\n";
  const result = validateProject({ ...folders, overrides: new Map([[full, text]]) });
  const file = slashedPath(root, full);
  const path = studioPathOf(folders, full);
  const record = result.pages.find((page) => page.file === file);
  return {
    problems: result.problems.filter((problem) => problem.file === file).map((problem) => ({ ...problem, file: path })),
    delivered: record ? deliveredPage(record) : null,
  };
}
