/**
 * `npm run new-page -- /services/cloud-migration --title "Cloud Migration"`: writes
 * pages/services/cloud-migration.json from a template that passes validation, prints its path, and
 * refuses an address that a page already answers to (in any letter case). `npm run new-page --
 * /ar/services/cloud-migration` writes the Arabic twin of that English page instead, as the studio's
 * "Create the Arabic twin" does, and refuses when the English page is not there. Run with --help for
 * the options. Exit codes: 0 written, 1 refused, 2 bad arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { languageOf } from "../src/shared/language.ts";
import { asUsageError, UsageError } from "./lib/commandLine.ts";
import { NewPageError, newArabicTwinFile, newPageFile } from "./lib/newPage.ts";
import { pagesDir as defaultPagesDir } from "./lib/paths.ts";
import { readSiteFile, validateProject } from "./lib/validateProject.ts";
import { formatProblem } from "./lib/problem.ts";

const usage = `Usage: npm run new-page -- ADDRESS [options]

Writes a new page file at the path its address asks for, and prints its path.

  An English address (/services/cloud-migration) gets a page from a template that passes every check:
  a hero, a short text and a call to action to rewrite. On a site with Arabic pages it says it is not
  yet in Arabic ("notYetInArabic"), due a month later.

  An Arabic address (/ar/services/cloud-migration) gets the Arabic twin of its English page
  (pages/services/cloud-migration.json), as the studio's "Create the Arabic twin" makes it: the same
  blocks, pictures and buttons, its links leading to the Arabic pages, and the English words in every
  field to translate. The English page's "notYetInArabic" is removed. Refused when the English page
  is not there: an Arabic page is its translation.

Options:
  --title TITLE  the page's title, for an English address (required there): "Cloud Migration"
  --pages DIR    write into another pages folder (used by the tests)
  --help         show this help

Refused, writing nothing (exit 1): an address a page already answers to, in any letter case (an alias
too), or one no page file can serve.

Examples:
  npm run new-page -- /services/cloud-migration --title "Cloud Migration"
  npm run new-page -- /ar/services/cloud-migration
`;

function readArguments() {
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { title: { type: "string" }, pages: { type: "string" }, help: { type: "boolean", default: false } } });
    return { ...values, positionals };
  } catch (error) {
    const usageError = asUsageError(error);
    if (!(usageError instanceof UsageError)) throw error;
    console.error(`${usageError.message} (see --help)`);
    process.exit(2);
  }
}

const { title, pages, help, positionals } = readArguments();
if (help) {
  process.stdout.write(usage);
  process.exit(0);
}
const pagesDir = pages ? resolve(pages) : defaultPagesDir;
const [route] = positionals;
if (!route || positionals.length > 1) {
  console.error('usage: npm run new-page -- /services/cloud-migration --title "Cloud Migration" (see --help)');
  process.exit(2);
}
// An Arabic page's title is its English twin's, to translate in the file like its other words.
if (languageOf(route) === "ar" && title !== undefined) {
  console.error(`an Arabic page is made from its English twin, title included: leave out --title, then translate the title in the new file (see --help)`);
  process.exit(2);
}

try {
  const arabic = languageOf(route) === "ar";
  const written = arabic ? newArabicTwinFile({ route, pagesDir }) : undefined;
  const file = written?.file ?? newPageFile({ route, title: title ?? "", pagesDir, companyName: readSiteFile(pagesDir).company.name });
  const errors = validateProject({ pagesDir }).problems.filter((problem) => problem.file === file && problem.severity === "error");
  for (const problem of errors) console.error(formatProblem(problem));
  console.log(file);
  if (errors.length) process.exit(1);
  if (written?.englishChanged) console.error(`${written.english} no longer says it is not yet in Arabic ("notYetInArabic" removed): its twin is written.`);
  console.error(
    written
      ? `Next: translate its words in ${file} (each is still the English one, which npm run validate warns of), then npm run dev and open ${route}.`
      : `Next: write its text in ${file}, link to it from a related page or the menu (pages/_site.json), then npm run dev and open ${route}.`,
  );
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
