/**
 * Run as a script by `npm run bench:scale`: times one validation of a pages folder inside a fresh
 * process (so the schemas are compiled as `npm run validate` compiles them, but Node's start-up is not
 * counted) and prints the figures as JSON.
 *   node scripts/lib/benchScale/timeValidation.ts <pagesDir>
 */
import { validateProject } from "../validateProject.ts";

const pagesDir = process.argv[2];
if (!pagesDir) throw new Error("usage: timeValidation.ts <pagesDir>");
const cpu = process.cpuUsage();
const started = performance.now();
const result = validateProject({ pagesDir });
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const errors = result.problems.filter((problem) => problem.severity === "error");
console.log(
  JSON.stringify({
    ms,
    cpuMs: (used.user + used.system) / 1000,
    pages: result.pages.length,
    errors: errors.length,
    warnings: result.problems.length - errors.length,
    firstProblems: result.problems.slice(0, 5),
  }),
);
