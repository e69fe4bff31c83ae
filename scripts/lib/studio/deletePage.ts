/**
 * "Delete page…" in the studio. A page is deleted only when nothing is left pointing at it: the project
 * is validated as it would be without the file (and with the redirect added), and any error that
 * deleting makes (a link in another page, a menu entry in the site file, a redirect to it) refuses the
 * deletion with the validator's own words for each, naming its file. With `redirectTo`, the page's
 * address and aliases are added to pages/_site.json's redirects (redirects that led to the page lead
 * to the new one, so none becomes a chain) in the same change. A page changed since the editor saw it
 * is not deleted (409), nor the home page or the site file. Synchronous, as saves are, so nothing else
 * writes between the check and the deletion.
 *
 * An English page goes with its Arabic twin, whose visitors go to the Arabic twin of `redirectTo` (or
 * to it, when it has none): the pair is one page in two languages. An Arabic page whose English twin
 * is there is not deleted alone, as the English page would then be without its twin (pagePairs.ts).
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StudioConflict, StudioDeleted, StudioProblem } from "../../../src/studio/studioApi.ts";
import { routeForPageFile, routeKey, splitLink, twinSourceOf } from "../../../src/shared/routes.ts";
import { parseJsonSource } from "../jsonSource.ts";
import { root, slashedPath } from "../paths.ts";
import { formatProblem } from "../problem.ts";
import { SITE_FILE, validateProject } from "../validateProject.ts";
import { arabicLinkOf } from "../twins.ts";
import { addressInOtherLanguage, languageOf } from "../../../src/shared/language.ts";
import type { FileChange } from "./fileChange.ts";
import { editedText, writeAtomically } from "./saveFile.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { readStudioFile } from "./studioFile.ts";
import { studioPathOf, type StudioFolders } from "./studioFolders.ts";
import { isObject } from "../../../src/shared/isObject.ts";

type JsonObject = Record<string, unknown>;

/** 422 with the problems that deleting would cause, for the studio to show each at its file. */
export class DeleteRefusal extends StudioError {
  readonly problems: StudioProblem[];

  constructor(message: string, problems: StudioProblem[] = []) {
    super(422, message);
    this.problems = problems;
  }
}

export interface DeletedPage {
  deleted: StudioDeleted;
  /** The files written: the page and its twin (gone) and, with a redirect, the site file. */
  changes: FileChange[];
}

/** The site file with each group's `addresses` redirected to its `to`, and the redirects that led to them leading there instead. */
function redirectedSite(site: JsonObject, groups: { addresses: string[]; to: string }[]): JsonObject {
  return groups.reduce((redirected, { addresses, to }) => redirectedOnce(redirected, addresses, to), site);
}

function redirectedOnce(site: JsonObject, addresses: string[], to: string): JsonObject {
  const gone = new Set(addresses.map(routeKey));
  const existing: unknown[] = Array.isArray(site.redirects) ? site.redirects : [];
  const kept = existing.map((redirect) => (isObject(redirect) && typeof redirect.to === "string" && gone.has(routeKey(splitLink(redirect.to).path)) ? { ...redirect, to } : redirect));
  const taken = new Set(kept.flatMap((redirect) => (isObject(redirect) && typeof redirect.from === "string" ? [redirect.from] : [])));
  return { ...site, redirects: [...kept, ...addresses.filter((from) => !taken.has(from)).map((from) => ({ from, to }))] };
}

/** Whether an English page's file says its Arabic twin is still being written: the twin may then go alone. */
function saysNotYetInArabic(text: string): boolean {
  const value = parseJsonSource(text).value;
  return isObject(value) && value.notYetInArabic !== undefined;
}

/** The page's own addresses: its route, then its aliases (as far as its file says). */
function addressesOf(route: string, text: string): string[] {
  const aliases = (parseJsonSource(text).value as { aliases?: unknown } | undefined)?.aliases;
  return [route, ...(Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === "string") : [])];
}

/** Folders the deletion left empty, up to pages/ itself: git keeps no folders, so neither does the studio. */
function removeEmptyFolders(pagesDir: string, from: string) {
  for (let folder = from; folder !== pagesDir && folder.startsWith(pagesDir); folder = dirname(folder)) {
    if (readdirSync(folder).length) return;
    rmdirSync(folder);
  }
}

const problemKey = (problem: StudioProblem) => `${problem.file}\0${problem.pointer}\0${problem.message}`;

export function deletePage(folders: StudioFolders, full: string, version: unknown, redirectTo: unknown): DeletedPage | StudioConflict {
  if (typeof version !== "string") throw new StudioError(400, 'a deletion names the version of the page it was asked on ("version" from GET file)');
  if (redirectTo !== undefined && redirectTo !== null && typeof redirectTo !== "string") throw new StudioError(400, '"redirectTo" is the address of the page visitors are sent to, such as "/contact"');
  const path = studioPathOf(folders, full);
  const route = routeForPageFile(path.slice("pages/".length));
  if (path === `pages/${SITE_FILE}`) throw new DeleteRefusal("The site-wide data cannot be deleted: every page takes its menus, offices and contact details from it.");
  if (route === null) throw new DeleteRefusal(`${path} is not a page (files and folders whose name starts with "_" are not), so the studio does not delete it.`);
  if (route === "/") throw new DeleteRefusal("The home page (/) cannot be deleted: every site needs one. Change its content instead.");

  const current = readStudioFile(folders, full);
  if (current.version !== version) {
    return { error: `${path} was changed since you opened it (by another editor?), so it was not deleted. Reload it to see that version.`, current };
  }

  const before = validateProject(folders);
  // The twin is the file at the same path in the other language (pages/ar/about-us.json), whatever its problems.
  const twinSource = twinSourceOf(path.slice("pages/".length));
  const twinFull = twinSource && join(folders.pagesDir, twinSource.source);
  const twinText = twinFull && existsSync(twinFull) ? readStudioFile(folders, twinFull).text : undefined;
  const twinRoute = addressInOtherLanguage(route);
  if (twinText !== undefined && languageOf(route) === "ar" && !saysNotYetInArabic(twinText)) {
    throw new DeleteRefusal(`${route} is the Arabic twin of ${twinRoute}: delete ${twinRoute}, which deletes both, or say in ${studioPathOf(folders, twinFull!)} who is translating it by when ("notYetInArabic") and then delete this one.`);
  }
  const twin = twinText !== undefined && languageOf(route) === "en" ? { full: twinFull!, route: twinRoute, text: twinText } : undefined;

  const siteFull = join(folders.pagesDir, SITE_FILE);
  let site: { before: string; after: string } | undefined;
  if (typeof redirectTo === "string" && redirectTo !== "") {
    const target = before.addresses.get(routeKey(splitLink(redirectTo).path));
    if (!redirectTo.startsWith("/") || !target || target === slashedPath(root, full)) {
      throw new DeleteRefusal(`"${redirectTo}" is not another page of this site: choose the page that visitors of ${route} should be sent to.`);
    }
    const siteText = readStudioFile(folders, siteFull).text;
    const siteValue = parseJsonSource(siteText).value;
    if (!isObject(siteValue)) throw new DeleteRefusal(`pages/${SITE_FILE} is not valid JSON, so no redirect can be added to it: fix it first (npm run validate says where).`);
    const groups = [{ addresses: addressesOf(route, current.text), to: redirectTo }];
    if (twin) groups.push({ addresses: addressesOf(twin.route, twin.text), to: arabicLinkOf(redirectTo, new Set(before.addresses.keys())) });
    site = { before: siteText, after: editedText(siteText, redirectedSite(siteValue, groups)) };
  }

  const gone = twin ? [full, twin.full] : [full];
  const after = validateProject({ ...folders, absent: new Set(gone), ...(site && { overrides: new Map([[siteFull, site.after]]) }) });
  const known = new Set(before.problems.map(problemKey));
  const made = after.problems
    .filter((problem) => problem.severity === "error" && !known.has(problemKey(problem)))
    .map((problem) => ({ ...problem, file: studioPathOf(folders, join(root, problem.file)) }));
  if (made.length) {
    const links = made.length === 1 ? "this link" : `these ${made.length} links`;
    const pages = twin ? `${route} and its Arabic twin ${twin.route} cannot be deleted while other pages link to them` : `${route} cannot be deleted while other pages link to it`;
    throw new DeleteRefusal(`${pages}. Change ${links} first, then delete the page${twin ? "s" : ""}:\n${made.map(formatProblem).join("\n")}`, made);
  }

  if (site) writeAtomically(siteFull, site.after);
  for (const file of gone) {
    rmSync(file);
    removeEmptyFolders(folders.pagesDir, dirname(file));
  }
  const to = typeof redirectTo === "string" && redirectTo !== "" ? redirectTo : null;
  return {
    deleted: { path, route, redirectTo: to },
    changes: [{ path, before: current.text, after: undefined }, ...(twin ? [{ path: studioPathOf(folders, twin.full), before: twin.text, after: undefined }] : []), ...(site ? [{ path: `pages/${SITE_FILE}`, ...site }] : [])],
  };
}
