/**
 * `npm run validate`: checks every page file and the site file. Prints one line per problem as
 * `file:line:column  /json/pointer  message` and exits 1 when there is any error.
 *   --pages DIR   validate another pages folder (used by the tests' fixtures)
 *   --public DIR  the folder images are looked up in (default: public/)
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatProblem } from "./lib/problem.ts";
import { validateProject } from "./lib/validateProject.ts";

const { values } = parseArgs({ options: { pages: { type: "string" }, public: { type: "string" } } });
const started = performance.now();
const { problems, pages } = validateProject({
  pagesDir: values.pages ? resolve(values.pages) : undefined,
  publicDir: values.public ? resolve(values.public) : undefined,
});
for (const problem of problems) console.error(formatProblem(problem));
const errors = problems.filter((problem) => problem.severity === "error").length;
const took = Math.round(performance.now() - started);
if (errors) {
  console.error(`\n${errors} error${errors === 1 ? "" : "s"}: fix ${errors === 1 ? "it" : "them"} before the site can be built.`);
  process.exit(1);
}
console.log(`${pages.length} pages valid (${took} ms)`);
