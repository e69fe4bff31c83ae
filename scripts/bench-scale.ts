/**
 * `npm run bench:scale`: how the tools grow with the size of the site. For 100, 1,000 and 5,000
 * synthetic valid pages (scripts/lib/benchScale/syntheticPages.ts) written to a temporary folder, it
 * times validation, type generation, the client and server builds and prerendering, pointed there by
 * PAGES_DIR, DIST_DIR and SSR_DIST_DIR (pages/ and dist/ are not touched). Prints a table per size and
 * a linearity line per step, writes bench/results/scale-<date>.json, and exits 1 when a target is
 * missed or a step grows clearly worse than linearly.
 *   --sizes 100,1000     other sizes (the targets are judged at 1,000 pages)
 *   --runs N             cold validations per size; the best counts (default 5)
 *   --keep               keep the temporary folders and print where they are
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { script, timedNode, vite, type Folders } from "./lib/benchScale/commands.ts";
import { judgeLinearity, LINEARITY_TOLERANCE, type Linearity } from "./lib/benchScale/linearity.ts";
import { linearityLine, ms, sizeTable, type StepFigure } from "./lib/benchScale/report.ts";
import { writeSyntheticPages } from "./lib/benchScale/syntheticPages.ts";
import { root } from "./lib/paths.ts";
import { median } from "./lib/bench/metrics.ts";

/** The issue's targets, at 1,000 pages. */
const TARGET_PAGES = 1000;
const VALIDATE_TARGET_MS = 500;
const PRERENDER_TARGET_MS = 30_000;

const { values } = parseArgs({
  options: { sizes: { type: "string", default: "100,1000,5000" }, runs: { type: "string", default: "5" }, keep: { type: "boolean", default: false } },
});
const sizes = values.sizes.split(",").map(Number);
const runs = Number(values.runs);
if (sizes.some((size) => !Number.isInteger(size) || size < 20) || !(runs >= 1)) {
  console.error("--sizes takes page counts of 20 or more, separated by commas; --runs a number from 1");
  process.exit(2);
}

interface SizeResult {
  pages: number;
  addresses: number;
  steps: Record<string, { ms: number; msPerPage: number; cpuMs: number; cpuMsPerPage: number; note?: string }>;
  validation: { bestMs: number; medianMs: number; cpuMs: number; cliMs: number; warnings: number };
  prerenderOwnMs: number;
}

function measure(pages: number): SizeResult {
  const temp = mkdtempSync(join(tmpdir(), `bench-scale-${pages}-`));
  const folders: Folders = { pages: join(temp, "pages"), dist: join(temp, "dist"), ssrDist: join(temp, "dist-ssr") };
  // The server bundle imports react and the rest from node_modules, which Node looks for upward from it,
  // and its chunks are ES modules, as package.json says in the project (without it Node would first take each for CommonJS).
  symlinkSync(join(root, "node_modules"), join(temp, "node_modules"), "dir");
  writeFileSync(join(temp, "package.json"), JSON.stringify({ type: "module" }) + "\n");
  try {
    const generating = performance.now();
    const site = writeSyntheticPages(folders.pages, pages);
    const generateMs = performance.now() - generating;

    const validations = Array.from({ length: runs }, () => {
      const figures = JSON.parse(timedNode(script("scripts/lib/benchScale/timeValidation.ts", folders.pages), folders).stdout) as {
        ms: number; cpuMs: number; pages: number; errors: number; warnings: number; firstProblems: unknown[];
      };
      if (figures.errors || figures.pages !== site.pages) {
        throw new Error(`the synthetic pages did not validate (${figures.pages} of ${site.pages} valid): ${JSON.stringify(figures.firstProblems, null, 2)}`);
      }
      return figures;
    });
    // The command an editor runs, reading the folder from PAGES_DIR: wall clock, Node's start-up included.
    const cli = timedNode(script("scripts/validate.ts"), folders);
    if (!cli.stdout.includes(`${site.pages} pages valid`)) throw new Error(`npm run validate did not pass the synthetic pages:\n${cli.stdout}${cli.stderr}`);
    const types = timedNode(script("scripts/gen-types.ts", "--check"), folders);
    const client = timedNode(vite("build", "--logLevel", "warn", "--emptyOutDir"), folders);
    const server = timedNode(vite("build", "--ssr", "src/entry-server.tsx", "--logLevel", "warn", "--emptyOutDir"), folders);
    const prerender = timedNode(script("scripts/prerender.ts"), folders);
    const written = /prerendered (\d+) addresses and 404\.html in (\d+) ms/.exec(prerender.stdout);
    if (Number(written?.[1]) !== site.addresses) throw new Error(`prerendering wrote ${written?.[1]} addresses, not ${site.addresses}:\n${prerender.stdout}${prerender.stderr}`);

    const best = Math.min(...validations.map((run) => run.ms));
    const figures: StepFigure[] = [
      { step: "generate", ms: generateMs, cpuMs: generateMs, note: "writing the synthetic pages (not judged)" },
      {
        step: "validate",
        ms: best,
        cpuMs: Math.min(...validations.map((run) => run.cpuMs)),
        note: `in-process, best of ${runs} cold runs; median ${ms(median(validations.map((run) => run.ms)))}; npm run validate wall clock ${ms(cli.ms)}`,
      },
      { step: "types", ms: types.ms, cpuMs: types.cpuMs, note: "gen-types --check: reads schemas only, not pages" },
      { step: "build", ms: client.ms + server.ms, cpuMs: client.cpuMs + server.cpuMs, note: `client ${ms(client.ms)} + server ${ms(server.ms)}` },
      { step: "prerender", ms: prerender.ms, cpuMs: prerender.cpuMs, note: `the script's own count ${ms(Number(written![2]))}` },
    ];
    console.log(`\n${sizeTable(site.pages, site.addresses, figures)}`);
    if (values.keep) console.log(`kept ${temp}`);
    return {
      pages: site.pages,
      addresses: site.addresses,
      steps: Object.fromEntries(
        figures.map(({ step, ms: time, cpuMs, note }) => [step, { ms: Math.round(time), msPerPage: time / site.pages, cpuMs: Math.round(cpuMs), cpuMsPerPage: cpuMs / site.pages, note }]),
      ),
      validation: { bestMs: best, medianMs: median(validations.map((run) => run.ms)), cpuMs: median(validations.map((run) => run.cpuMs)), cliMs: cli.ms, warnings: validations[0]!.warnings },
      prerenderOwnMs: Number(written![2]),
    };
  } finally {
    if (!values.keep) rmSync(temp, { recursive: true, force: true });
  }
}

console.log(`bench:scale on ${cpus().length} CPUs, load average ${loadavg().map((load) => load.toFixed(1)).join(" ")} (other work on the machine slows every figure)`);
const results = sizes.map(measure);

const judged = ["validate", "build", "prerender"];
const linearity: Record<string, Linearity | undefined> = Object.fromEntries(
  ["validate", "types", "build", "prerender"].map((step) => [step, judgeLinearity(results.map((result) => ({ pages: result.pages, ms: result.steps[step]!.cpuMs })))]),
);
// Judged on CPU time: the wall clock also counts waiting for whatever else the machine is doing.
console.log("\nGrowth (CPU time per page at the largest size against the smaller sizes)");
for (const [step, judgement] of Object.entries(linearity)) console.log(`  ${linearityLine(step, judgement, LINEARITY_TOLERANCE)}${judged.includes(step) ? "" : " (not judged)"}`);

const atTarget = results.find((result) => result.pages === TARGET_PAGES);
const targets = atTarget
  ? [
      { name: `validate ${TARGET_PAGES.toLocaleString("en-US")} pages`, ms: atTarget.validation.bestMs, limit: VALIDATE_TARGET_MS },
      { name: `prerender ${TARGET_PAGES.toLocaleString("en-US")} pages`, ms: atTarget.steps.prerender!.ms, limit: PRERENDER_TARGET_MS },
    ].map((target) => ({ ...target, met: target.ms < target.limit }))
  : [];
console.log("\nTargets");
if (!atTarget) console.log(`  not judged: ${TARGET_PAGES} is not among --sizes`);
for (const target of targets) console.log(`  ${target.name}: ${ms(target.ms)} (target under ${ms(target.limit)}): ${target.met ? "met" : "MISSED"}`);

const notLinear = judged.filter((step) => linearity[step] && !linearity[step]!.linear);
const passed = notLinear.length === 0 && targets.every((target) => target.met);

const date = new Date().toISOString().slice(0, 10);
const resultsDir = join(root, "bench", "results");
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `scale-${date}.json`);
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg(), sizes: results, linearity, tolerance: LINEARITY_TOLERANCE, targets, passed }, null, 2) + "\n",
);
console.log(`\nwrote ${relative(root, file)}`);
if (!passed) {
  console.error(`\nbench:scale failed: ${[...notLinear.map((step) => `${step} grows worse than linearly`), ...targets.filter((target) => !target.met).map((target) => `${target.name} missed its target`)].join("; ")}`);
  process.exit(1);
}
