/**
 * The validator's verdict on one file as the editor has it, unsaved: the whole project is validated
 * (links to other pages, anchors, pictures, colliding addresses need it) with this file's text taken
 * from the request instead of the disk. The studio shows exactly these problems, in its own words
 * where the validator's name the file's inside (studioWords.ts); it has no rules of its own, the
 * checks of a page against its twin in the other language included (an Arabic page's words, its
 * links to Arabic pages, its values the same as the English page's), for this page alone: about
 * 55 ms (median) for the site's 56 pages, where checking every pair took 135 ms, so the studio can
 * ask as the editor types.
 */
import type { StudioCheckResult } from "../../../src/studio/studioApi.ts";
import { deliveredPage } from "../deliveredPage.ts";
import { root, slashedPath } from "../paths.ts";
import { validateProject } from "../validateProject.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { studioMessage } from "./studioWords.ts";
import { studioPathOf, type StudioFolders } from "./studioFolders.ts";

export function checkFile(folders: StudioFolders, full: string, value: unknown): StudioCheckResult {
  if (value === undefined) throw new StudioError(400, "the studio sent no page to check: reload the page and try again");
  // Indented as the files are, so a problem's line and column point somewhere sensible in it.
  const text = JSON.stringify(value, null, 2) + "\n";
  // The pair checks of this page alone: its problems are the only ones shown.
  const result = validateProject({ ...folders, overrides: new Map([[full, text]]), pairsFor: full });
  const file = slashedPath(root, full);
  const path = studioPathOf(folders, full);
  const record = result.pages.find((page) => page.file === file);
  // A message naming another file (its English twin) names it as the studio does, wherever the pages are (the live studio's drafts).
  const named = (message: string) => message.replaceAll(`${slashedPath(root, folders.pagesDir)}/`, "pages/");
  return {
    problems: result.problems.filter((problem) => problem.file === file).map((problem) => ({ ...problem, file: path, message: studioMessage(named(problem.message)) })),
    delivered: record ? deliveredPage(record) : null,
  };
}
