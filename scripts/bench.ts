/**
 * `npm run bench`: builds the site, serves dist/ as `npm start` does, and runs Lighthouse (mobile,
 * simulated throttling) several times on every page, once as shipped and once with every script
 * stripped from its HTML, alternating. Prints the medians per route, writes them with every run to
 * bench/results/<time>.json, and exits 1 when a route misses a target in bench/budgets.json.
 *
 *   npm run bench -- --no-build --runs 1 --routes /,/contact
 */
import { execSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "../src/server/app.ts";
import { budgetsFile, missedTargets, readBudgets, lcpRatio, type RouteMeasurement } from "./lib/bench/budgets.ts";
import { runLighthouse, startChromium } from "./lib/bench/lighthouse.ts";
import { medianRun, type RunMetrics } from "./lib/bench/metrics.ts";
import { copyWithoutScripts } from "./lib/bench/stripScripts.ts";
import { selfSignedTls } from "./lib/bench/selfSignedTls.ts";
import { benchTable } from "./lib/bench/table.ts";
import { distDir, root } from "./lib/paths.ts";
import { plural } from "./lib/plural.ts";
import { validateProject } from "./lib/validateProject.ts";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${options.runs}"`);

if (!options["no-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });

const budgets = readBudgets();
const wanted = options.routes?.split(",").map((route) => route.trim());
const pages = validateProject().pages.filter((record) => !wanted || wanted.includes(record.route));
if (wanted && pages.length !== wanted.length) throw new Error(`No page answers ${wanted.filter((route) => !pages.some((p) => p.route === route)).join(", ")}`);

const dist = distDir;
const strippedDist = join(tmpdir(), `bench-no-scripts-${process.pid}`);
await copyWithoutScripts(dist, strippedDist);

// Both servers are the production server, so compression and caching are what visitors get, and both
// speak HTTP/2 over TLS, as the site's CDN or nginx does (selfSignedTls.ts says why it matters).
const tls = selfSignedTls();
const protocol = "h2";
const shippedServer = await createServer({ dist, tls });
const strippedServer = await createServer({ dist: strippedDist, tls });
const address = async (server: typeof shippedServer) => {
  await server.listen({ port: 0, host: "localhost" });
  return `https://localhost:${(server.server.address() as AddressInfo).port}`;
};
const [shippedOrigin, strippedOrigin] = [await address(shippedServer), await address(strippedServer)];

const chrome = await startChromium({ trustSpkiHash: tls.spkiHash });
const started = performance.now();
const results: (RouteMeasurement & { runs: { shipped: RunMetrics[]; stripped: RunMetrics[] }; lcpRatio: number; missed: string[] })[] = [];
try {
  for (const [index, { route, page }] of pages.entries()) {
    const shippedRuns: RunMetrics[] = [];
    const strippedRuns: RunMetrics[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`\r[${index + 1}/${pages.length}] ${route} run ${run}/${runs}…`.padEnd(70));
      shippedRuns.push(await runLighthouse(shippedOrigin + route, chrome, { protocol }));
      strippedRuns.push(await runLighthouse(strippedOrigin + route, chrome, { protocol }));
    }
    const measurement: RouteMeasurement = {
      route,
      hasForm: page.blocks.some((block) => block.type === "contactForm"),
      shipped: medianRun(shippedRuns),
      stripped: medianRun(strippedRuns),
    };
    results.push({ ...measurement, runs: { shipped: shippedRuns, stripped: strippedRuns }, lcpRatio: lcpRatio(measurement), missed: missedTargets(measurement, budgets) });
  }
} finally {
  chrome.kill();
  await Promise.all([shippedServer.close(), strippedServer.close()]);
  await rm(strippedDist, { recursive: true, force: true });
}
process.stdout.write("\r".padEnd(70) + "\r");

const missed = results.flatMap((result) => result.missed);
console.log(benchTable(results));
console.log(`\nLighthouse ${runs}× per route and build, medians; ${pages.length} routes in ${Math.round((performance.now() - started) / 1000)} s.`);

const when = new Date().toISOString().replace(/:/g, "-").replace(/\..*/, "");
const commit = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
const resultsFile = join(root, "bench", "results", `lighthouse-${when}.json`);
await mkdir(join(resultsFile, ".."), { recursive: true });
await writeFile(resultsFile, JSON.stringify({ date: new Date().toISOString(), commit, protocol, runs, budgets, passed: missed.length === 0, routes: results }, null, 2) + "\n");
console.log(`Results: ${resultsFile.slice(root.length + 1)}`);

if (missed.length) {
  console.error(`\n${plural(missed.length, "target")} missed (budgets: ${budgetsFile.slice(root.length + 1)}):\n  ${missed.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("Every route meets every target.");
}
