/**
 * Brings page files up to the page format's current version (the `schemaVersion` const in
 * schemas/page.schema.json) by running, in order, every migration newer than each file's version.
 * Files are edited in place, so their formatting and everything the migrations do not touch stay.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrations as allMigrations } from "../migrations/index.ts";
import type { Migration, PageJson } from "../migrations/migration.ts";
import { parseJsonSource } from "./jsonSource.ts";
import { listJsonFiles } from "./pageFiles.ts";
import { root, slashedPath } from "./paths.ts";
import { currentSchemaVersion } from "./schemas.ts";
import { rewriteJson } from "./rewriteJson.ts";
import { ARABIC_SITE_FILE, SITE_FILE } from "./validateProject.ts";

/** Pages written before `schemaVersion` existed. */
const FIRST_VERSION = 1;

export interface Outcome {
  /** Path relative to the project root. */
  file: string;
  from?: number;
  to?: number;
  /** The file's new text, when it changed. */
  text?: string;
  /** Why the file was left alone. */
  skipped?: string;
}

const isPage = (value: unknown): value is PageJson =>
  typeof value === "object" && value !== null && Array.isArray((value as PageJson).blocks);

/** Puts `schemaVersion` right after `$schema`, where a person looks for it. */
function stamp(page: PageJson, version: number): PageJson {
  if ("schemaVersion" in page) return { ...page, schemaVersion: version };
  const { $schema, ...rest } = page;
  return ($schema === undefined ? { schemaVersion: version, ...rest } : { $schema, schemaVersion: version, ...rest }) as PageJson;
}

export function migrateSource(text: string, target = currentSchemaVersion(), migrations: Migration[] = allMigrations): Omit<Outcome, "file"> {
  // The validator's parser: besides syntax errors it finds a key written twice, which JSON.parse would
  // settle silently by keeping the last copy while the rewrite edits the first.
  const { value: before, problems } = parseJsonSource(text);
  if (before === undefined) return { skipped: "its JSON does not parse: fix it first (npm run validate shows where)" };
  if (problems.length) return { skipped: `it has a ${problems[0]!.message.split(" (")[0]}: fix it first (npm run validate shows where)` };
  if (!isPage(before)) return { skipped: 'it is not a page (no "blocks" list)' };
  const from = before.schemaVersion === undefined ? FIRST_VERSION : before.schemaVersion;
  if (typeof from !== "number" || !Number.isInteger(from)) return { skipped: `its "schemaVersion" ${JSON.stringify(from)} is not a version number` };
  if (from > target) return { skipped: `it is at version ${from}, newer than this site's ${target}` };

  let page = before;
  for (const migration of migrations.filter((step) => step.version > from && step.version <= target)) {
    page = stamp(migration.migrate(page), migration.version);
  }
  page = stamp(page, target);
  const after = rewriteJson(text, before, page);
  return after === text ? { from, to: target } : { from, to: target, text: after };
}

/** Every page file under `pagesDir` (drafts included, the site file and its Arabic words not) and what migrating it gives. */
export function migratePagesFolder(pagesDir: string, target = currentSchemaVersion()): Outcome[] {
  return listJsonFiles(pagesDir)
    .filter((source) => source !== SITE_FILE && source !== ARABIC_SITE_FILE)
    .map((source) => {
      const full = join(pagesDir, source);
      return { file: slashedPath(root, full), ...migrateSource(readFileSync(full, "utf8"), target) };
    });
}
