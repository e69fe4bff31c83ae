/**
 * The studio's list of files (every page by address, each Arabic page with how many of its fields are
 * still to translate, then the site file) and its "New page", which is
 * `npm run new-page`: the same template, the same address rules, the same messages (but for a missing
 * title, whose command-line words name an option).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SITE_FILE_SUMMARY, type StudioFile, type StudioFileSummary } from "../../../src/studio/studioApi.ts";
import { languageOf } from "../../../src/shared/language.ts";
import { routeForPageFile, twinSourceOf } from "../../../src/shared/routes.ts";
import type { Schema } from "../../../src/shared/schemaWalk.ts";
import { untranslatedFields } from "../../../src/shared/untranslated.ts";
import { NewPageError, newPageFile } from "../newPage.ts";
import { listJsonFiles } from "../pageFiles.ts";
import { root } from "../paths.ts";
import { SITE_FILE } from "../validateProject.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { bundleSchema } from "./bundleSchema.ts";
import { readStudioFile } from "./studioFile.ts";
import { pageFilePath, studioPathOf, type StudioFolders } from "./studioFolders.ts";

const parsed = (full: string): unknown => {
  try {
    return JSON.parse(readFileSync(full, "utf8"));
  } catch {
    return undefined;
  }
};

/** A page's meta.title, or "" while its file does not parse or has none (the list still shows its address). */
function titleOf(full: string): string {
  const title = (parsed(full) as { meta?: { title?: unknown } } | undefined)?.meta?.title;
  return typeof title === "string" ? title : "";
}

/** How many fields of an Arabic page are still to translate (src/shared/untranslated.ts), or nothing while its file does not parse. */
function toTranslate(folders: StudioFolders, source: string, schema: Schema): { untranslated?: number } {
  const arabic = parsed(join(folders.pagesDir, source));
  if (typeof arabic !== "object" || arabic === null) return {};
  const english = twinSourceOf(source);
  return { untranslated: untranslatedFields(arabic, english ? parsed(join(folders.pagesDir, english.source)) : undefined, schema).length };
}

export function listStudioFiles(folders: StudioFolders): StudioFileSummary[] {
  const sources = listJsonFiles(folders.pagesDir);
  const schema = bundleSchema("page.schema.json");
  // Files and folders named "_…" (drafts) are no pages; the site file is the one the studio edits.
  const pages = sources.flatMap((source): StudioFileSummary[] => {
    const route = routeForPageFile(source);
    if (route === null) return [];
    const summary: StudioFileSummary = { path: `pages/${source}`, route, title: titleOf(join(folders.pagesDir, source)), kind: "page" };
    return [languageOf(route) === "ar" ? { ...summary, ...toTranslate(folders, source, schema) } : summary];
  });
  pages.sort((a, b) => a.route!.localeCompare(b.route!, "en"));
  const site: StudioFileSummary[] = sources.includes(SITE_FILE) ? [SITE_FILE_SUMMARY] : [];
  return [...pages, ...site];
}

export function createPage(folders: StudioFolders, route: unknown, title: unknown): StudioFile {
  if (typeof route !== "string" || typeof title !== "string") throw new StudioError(400, "give the new page an address and a title");
  // `npm run new-page`'s own words for this name its --title option, which nobody here types.
  if (!title.trim()) throw new StudioError(400, 'give the new page a title, for example "Cloud Migration"');
  const companyName = (parsed(join(folders.pagesDir, SITE_FILE)) as { company?: { name?: unknown } } | undefined)?.company?.name;
  if (typeof companyName !== "string") {
    throw new StudioError(400, `a new page's title ends with the company's name, from the site-wide data, and the studio cannot read that now: ask a developer to fix pages/${SITE_FILE}, then try again`);
  }
  // A folder of pages/ may be a symlink leading elsewhere; the studio writes nothing through one.
  if (route.length > 1 && route.startsWith("/")) pageFilePath(folders, `pages${route}.json`);
  try {
    const file = newPageFile({ route, title, pagesDir: folders.pagesDir, companyName, nameOf: (full) => studioPathOf(folders, full) });
    return readStudioFile(folders, join(root, file));
  } catch (error) {
    if (error instanceof NewPageError) throw new StudioError(400, error.message);
    throw error;
  }
}
