/**
 * `npm run bench:publish`: how soon visitors see a publish. Starts the server with the live studio on
 * a copy of the site (scripts/lib/servers/liveStudioServer.ts: a real git remote, SMTP server and
 * database), signs a publisher in, then ten times saves a new home hero heading through the studio's
 * API, reviews it (as "Review and publish" does, and two seconds to read it), publishes it and times
 * Publish → `/` serving the new heading; then the same ten times for a
 * change to the site file (the first menu entry's text, which every page shows). Prints p50, p95 and
 * max with each step's median, writes bench/results/publish-<time>.json, and exits 1 when p95 for a
 * one-page change is over 10 s. Needs `npm run build` first. `-- --runs 3` for fewer.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { StudioFile, StudioPublished } from "../src/studio/studioApi.ts";
import { percentile } from "./lib/bench/percentile.ts";
import { distDir, root } from "./lib/paths.ts";
import { serverEntryFile } from "./lib/serverBundle.ts";
import { startLiveStudio } from "./lib/servers/liveStudioServer.ts";
import { studioSessionOverHttp } from "./lib/servers/studioSession.ts";

const BUDGET_MS = 10_000;
const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Number(values.runs);
if (!existsSync(join(distDir, "index.html")) || !existsSync(serverEntryFile)) {
  console.error("No build to publish with: run npm run build first.");
  process.exit(1);
}

const publisher = "publisher@company.example";
const site = await startLiveStudio({ staff: { [publisher]: "publisher" } });
const { cookie, origin } = await studioSessionOverHttp(site, publisher);
const api = (path: string, init: RequestInit = {}) => fetch(`${origin}/studio/api${path}`, { ...init, headers: { cookie, origin, "content-type": "application/json", ...init.headers } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a publisher looks at "Review and publish" before pressing Publish: the review's verdict
 * takes about a second to show, and reading it longer. The publish's worker warms up meanwhile.
 */
const READING_MS = 2000;

/** Saves `path` with `change` made to its value, reviews and then publishes it, as the studio does; resolves once `/` serves `expected`. */
async function publishOnce(path: string, change: (value: Record<string, unknown>) => void, expected: string) {
  const file = (await (await api(`/file?path=${path}`)).json()) as StudioFile;
  const value = JSON.parse(file.text);
  change(value);
  const saved = await api("/file", { method: "PUT", body: JSON.stringify({ path, value, version: file.version }) });
  if (!saved.ok) throw new Error(`saving ${path} answered ${saved.status}: ${await saved.text()}`);
  const reviewed = await api(`/publish?files=${encodeURIComponent(path)}`);
  if (!reviewed.ok) throw new Error(`reviewing ${path} answered ${reviewed.status}: ${await reviewed.text()}`);
  await sleep(READING_MS);
  const pressed = performance.now();
  const answered = await api("/publish", { method: "POST", body: JSON.stringify({ files: [path] }) });
  if (!answered.ok) throw new Error(`publishing ${path} answered ${answered.status}: ${await answered.text()}`);
  const published = (await answered.json()) as StudioPublished;
  for (;;) {
    if ((await (await fetch(`${origin}/`)).text()).includes(expected)) break;
    if (performance.now() - pressed > 60_000) throw new Error(`/ did not serve "${expected}" within a minute of publishing`);
    await sleep(25);
  }
  return { servedMs: Math.round(performance.now() - pressed), steps: published.steps };
}

type Run = Awaited<ReturnType<typeof publishOnce>>;

function summary(measured: Run[]) {
  const served = measured.map((run) => run.servedMs).sort((a, b) => a - b);
  const stepNames = Object.keys(measured[0]?.steps ?? {});
  const medianSteps = Object.fromEntries(stepNames.map((name) => [name, percentile(measured.map((run) => run.steps[name] ?? 0).sort((a, b) => a - b), 50)]));
  return { p50: percentile(served, 50), p95: percentile(served, 95), max: served.at(-1)!, medianSteps, runs: measured };
}

const onePage: Run[] = [];
const siteFile: Run[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const heading = `A heading published by the benchmark, run ${run}`;
    onePage.push(await publishOnce("pages/index.json", (value) => ((value.blocks as { heading: string }[])[0]!.heading = heading), heading));
  }
  for (let run = 1; run <= runs; run++) {
    const label = `Menu entry ${run}`;
    siteFile.push(await publishOnce("pages/_site.json", (value) => ((value.navigation as { label: string }[])[0]!.label = label), `>${label}<`));
  }
} finally {
  await site.stop();
}

const results = { at: new Date().toISOString(), budgetMs: BUDGET_MS, onePage: summary(onePage), siteFile: summary(siteFile) };
const at = results.at.replace(/[:.]/g, "-");
mkdirSync(join(root, "bench", "results"), { recursive: true });
const file = join(root, "bench", "results", `publish-${at}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

const line = (name: string, { p50, p95, max, medianSteps }: ReturnType<typeof summary>) =>
  `${name.padEnd(18)} p50 ${String(p50).padStart(6)} ms   p95 ${String(p95).padStart(6)} ms   max ${String(max).padStart(6)} ms   steps (median): ${Object.entries(medianSteps).map(([step, ms]) => `${step} ${ms}`).join(", ")}`;
console.log(`Publish → / serving the change, ${runs} runs each:`);
console.log(line("one page", results.onePage));
console.log(line("the site file", results.siteFile));
console.log(`written to ${file}`);
if (results.onePage.p95 > BUDGET_MS) {
  console.error(`p95 for a one-page change is ${results.onePage.p95} ms, over the ${BUDGET_MS} ms budget`);
  process.exit(1);
}
