/**
 * `npm run migrate-pages`: updates every page file to the current page format in one step (see
 * scripts/migrations/), then validates the result.
 *   --check       change nothing; exit 1 if a file needs migrating (for CI)
 *   --pages DIR   another pages folder (used by the tests)
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { migratePagesFolder } from "./lib/migratePages.ts";
import { currentSchemaVersion } from "./lib/schemas.ts";
import { pagesDir as defaultPagesDir, root } from "./lib/paths.ts";
import { formatProblem } from "./lib/problem.ts";
import { plural } from "./lib/plural.ts";
import { validateProject } from "./lib/validateProject.ts";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false }, pages: { type: "string" } } });
const pagesDir = values.pages ? resolve(values.pages) : defaultPagesDir;
const target = currentSchemaVersion();
const outcomes = migratePagesFolder(pagesDir, target);
const changed = outcomes.filter((outcome) => outcome.text !== undefined);
const skipped = outcomes.filter((outcome) => outcome.skipped);

for (const outcome of skipped) console.error(`${outcome.file}  not migrated: ${outcome.skipped}`);
for (const outcome of changed) {
  console.log(`${outcome.file}  version ${outcome.from} → ${outcome.to}`);
  if (!values.check) writeFileSync(join(root, outcome.file), outcome.text!);
}

if (values.check) {
  console.log(changed.length ? `${plural(changed.length, "page file")} to migrate: run npm run migrate-pages` : `Every page file is at version ${target}.`);
  process.exit(changed.length || skipped.length ? 1 : 0);
}

console.log(changed.length ? `Migrated ${plural(changed.length, "page file")} to version ${target}.` : `Every page file is already at version ${target}.`);
const errors = validateProject({ pagesDir }).problems.filter((problem) => problem.severity === "error");
for (const problem of errors) console.error(formatProblem(problem));
if (errors.length) console.error(`\nThe migrated pages have ${plural(errors.length, "problem")}: fix them, then npm run validate.`);
process.exit(errors.length || skipped.length ? 1 : 0);
