/**
 * `npm run new-page -- /services/cloud-migration --title "Cloud Migration"`: writes
 * pages/services/cloud-migration.json from a template that passes validation, prints its path, and
 * refuses an address that a page already answers to (in any letter case).
 *   --pages DIR   write into another pages folder (used by the tests)
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { NewPageError, newPageFile } from "./lib/newPage.ts";
import { pagesDir as defaultPagesDir } from "./lib/paths.ts";
import { readSiteFile, validateProject } from "./lib/validateProject.ts";
import { formatProblem } from "./lib/problem.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { title: { type: "string", default: "" }, pages: { type: "string" } } });
const pagesDir = values.pages ? resolve(values.pages) : defaultPagesDir;
const [route] = positionals;
if (!route || positionals.length > 1) {
  console.error('usage: npm run new-page -- /services/cloud-migration --title "Cloud Migration"');
  process.exit(2);
}

try {
  const companyName = readSiteFile(pagesDir).company.name;
  const file = newPageFile({ route, title: values.title, pagesDir, companyName });
  const errors = validateProject({ pagesDir }).problems.filter((problem) => problem.file === file && problem.severity === "error");
  for (const problem of errors) console.error(formatProblem(problem));
  console.log(file);
  if (errors.length) process.exit(1);
  console.error(`Next: write its text in ${file}, link to it from a related page or the menu (pages/_site.json), then npm run dev and open ${route}.`);
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
