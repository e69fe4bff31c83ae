import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pagesDir, slashedPath } from "../scripts/lib/paths.ts";
import { testWorkDir } from "./fixtureSite.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { notYetInArabic } from "../scripts/lib/newPage.ts";

/**
 * Validates page files as if they were added to the real site: a copy of pages/ plus `files` (path
 * under pages/ → JSON), so links to real pages and images resolve. Returns the errors in those files.
 * An English page added without its Arabic twin says it is not yet in Arabic, as a new page does
 * (scripts/lib/newPage.ts): the examples are of blocks and pages, not of translations.
 */
export function errorsInSite(work: string, files: Record<string, unknown>): string[] {
  const dir = join(testWorkDir, work);
  rmSync(dir, { recursive: true, force: true });
  cpSync(pagesDir, dir, { recursive: true });
  for (const [file, json] of Object.entries(files)) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    // "$schema" is written for the file's place in pages/; point it where that leads from the copy.
    const page = json as { $schema?: string; blocks?: unknown };
    const $schema = page.$schema && slashedPath(dirname(target), resolve(dirname(join(pagesDir, file)), page.$schema));
    const twin = join(dir, "ar", file);
    const pending = page.blocks && !file.startsWith("ar/") && !existsSync(twin) && !(`ar/${file}` in files) ? { notYetInArabic: notYetInArabic("2099-12-31") } : {};
    writeFileSync(target, JSON.stringify({ ...page, ...($schema && { $schema }), ...pending }, null, 2));
  }
  const added = new Set(Object.keys(files).map((file) => `tests/fixtures/.work/${work}/${file}`));
  return validateProject({ pagesDir: dir })
    .problems.filter((problem) => problem.severity === "error" && added.has(problem.file))
    .map(formatProblem);
}
