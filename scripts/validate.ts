/**
 * `npm run validate`: checks every page file and the site file. Prints one line per problem as
 * `file:line:column  /json/pointer  message` and exits 1 when there is any error. Warnings (what
 * hurts a page without breaking it) are printed too but do not fail, unless --strict.
 *   --strict          warnings count as errors
 *   --format FORMAT   'text' (the default), 'json' (one object on stdout, for tools) or 'github'
 *                     (workflow commands, which GitHub Actions shows as annotations on the diff)
 *   --pages DIR       validate another pages folder (used by the tests' fixtures)
 *   --public DIR      the folder images are looked up in (default: public/)
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatGithubAnnotation, formatProblem, type Problem } from "./lib/problem.ts";
import { plural } from "./lib/plural.ts";
import { validateProject } from "./lib/validateProject.ts";

const formats = ["text", "json", "github"] as const;
const { values } = parseArgs({
  options: { pages: { type: "string" }, public: { type: "string" }, strict: { type: "boolean", default: false }, format: { type: "string", default: "text" } },
});
const format = values.format as (typeof formats)[number];
if (!formats.includes(format)) {
  console.error(`--format must be one of ${formats.join(", ")}, not "${values.format}"`);
  process.exit(2);
}

const started = performance.now();
const result = validateProject({
  pagesDir: values.pages ? resolve(values.pages) : undefined,
  publicDir: values.public ? resolve(values.public) : undefined,
});
const took = Math.round(performance.now() - started);
// Under --strict a warning is an error in every respect: the exit status and how it is shown.
const problems: Problem[] = result.problems.map((problem) => (values.strict ? { ...problem, severity: "error" } : problem));
const errors = problems.filter((problem) => problem.severity === "error").length;
const warnings = problems.length - errors;

if (format === "json") {
  console.log(JSON.stringify({ valid: errors === 0, pages: result.pages.length, errors, warnings, problems }, null, 2));
} else {
  const print = format === "github" ? formatGithubAnnotation : formatProblem;
  // Annotations are read from stdout; the terminal form goes to stderr, the summary to stdout.
  for (const problem of problems) (format === "github" ? console.log : console.error)(print(problem));
  if (errors) {
    console.error(`\n${plural(errors, "error")}: fix ${errors === 1 ? "it" : "them"} before the site can be built.`);
  } else {
    console.log(`${result.pages.length} pages valid${warnings ? `, ${plural(warnings, "warning")}` : ""} (${took} ms)`);
  }
}
process.exit(errors ? 1 : 0);
