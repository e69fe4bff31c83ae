/**
 * `npm run bench`: builds the site, serves dist/ as `npm start` does (over HTTP/2 with TLS), and runs
 * three passes, each judged against bench/budgets.json:
 *   - lighthouse: Lighthouse (mobile, simulated throttling) several times on every page, once as shipped
 *     and once with every script stripped from its HTML, alternating; medians per route;
 *   - navigation: Chromium on a throttled phone follows links after hovering them (navigation.ts);
 *   - early-presses: every kind of control pressed at its page's DOMContentLoaded (earlyPressPass.ts).
 * Prints a table per pass, writes each pass's runs to bench/results/<pass>-<time>.json, and exits 1 when
 * anything misses a target.
 *
 *   npm run bench -- --no-build --runs 1 --routes /,/contact
 *   npm run bench -- --no-build --only navigation,early-presses
 */
import { execSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import { createServer } from "../src/server/app.ts";
import { budgetsFile, medianTbtOverStripped, missedEarlyPressTargets, missedNavigationTargets, missedTbtMedian, readBudgets } from "./lib/bench/budgets.ts";
import { launchBrowser } from "./lib/bench/browser.ts";
import { earlyPresses } from "./lib/bench/earlyPresses.ts";
import { measureEarlyPresses } from "./lib/bench/earlyPressPass.ts";
import { earlyPressTable } from "./lib/bench/earlyPressTable.ts";
import { startChromium } from "./lib/bench/lighthouse.ts";
import { lighthousePass } from "./lib/bench/lighthousePass.ts";
import { measureNavigations } from "./lib/bench/navigation.ts";
import { navigationPairs } from "./lib/bench/navigationPairs.ts";
import { navigationTable } from "./lib/bench/navigationTable.ts";
import { copyWithoutScripts } from "./lib/bench/stripScripts.ts";
import { selfSignedTls } from "./lib/bench/selfSignedTls.ts";
import { benchTable } from "./lib/bench/table.ts";
import { cpuSlowdown, slow4g } from "./lib/bench/throttle.ts";
import { distDir, root } from "./lib/paths.ts";
import { plural } from "./lib/plural.ts";
import { validateProject } from "./lib/validateProject.ts";
import { languageOf } from "../src/shared/language.ts";

const passes = ["lighthouse", "navigation", "early-presses"] as const;
type Pass = (typeof passes)[number];

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    only: { type: "string" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${options.runs}"`);
const only = options.only?.split(",").map((pass) => pass.trim());
const unknown = only?.filter((pass) => !(passes as readonly string[]).includes(pass)) ?? [];
if (unknown.length) throw new Error(`--only takes ${passes.join(", ")} (comma-separated), not ${unknown.join(", ")}`);
const selected = (pass: Pass) => !only || only.includes(pass);

if (!options["no-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });

const budgets = readBudgets();
// --routes limits the Lighthouse pass; the browser passes have their own lists. Without it, every English
// page and a sample of the Arabic ones: their twins share the blocks and the code, so all of them
// would double the pass to learn little more.
const arabicSample = ["/ar", "/ar/about-us", "/ar/contact"];
const sitePages = selected("lighthouse") ? validateProject().pages : [];
const wanted = options.routes?.split(",").map((route) => route.trim()) ?? [...sitePages.filter((record) => languageOf(record.route) === "en").map((record) => record.route), ...arabicSample];
const pages = sitePages.filter((record) => wanted.includes(record.route));
if (selected("lighthouse") && pages.length !== wanted.length) throw new Error(`No page answers ${wanted.filter((route) => !pages.some((p) => p.route === route)).join(", ")}`);

const when = new Date().toISOString().replace(/:/g, "-").replace(/\..*/, "");
const commit = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
const protocol = "h2";
const missed: string[] = [];

/** Writes one pass's results to bench/results/<pass>-<time>.json and says where. */
async function writeResults(pass: Pass, results: object) {
  const file = join(root, "bench", "results", `${pass}-${when}.json`);
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(file, JSON.stringify({ date: new Date().toISOString(), commit, protocol, runs, ...results }, null, 2) + "\n");
  console.log(`Results: ${file.slice(root.length + 1)}`);
}

const progress = (text: string) => process.stdout.write(`\r${text}`.padEnd(80));
const clearProgress = () => process.stdout.write("\r".padEnd(80) + "\r");

// The servers are the production server, so compression and caching are what visitors get, and they
// speak HTTP/2 over TLS, as the site's CDN or nginx does (selfSignedTls.ts says why it matters).
const tls = selfSignedTls();
const shippedServer = await createServer({ dist: distDir, tls });
const address = async (server: typeof shippedServer) => {
  await server.listen({ port: 0, host: "localhost" });
  return `https://localhost:${(server.server.address() as AddressInfo).port}`;
};
const shippedOrigin = await address(shippedServer);

try {
  if (selected("lighthouse")) {
    const strippedDist = join(tmpdir(), `bench-no-scripts-${process.pid}`);
    await copyWithoutScripts(distDir, strippedDist);
    const strippedServer = await createServer({ dist: strippedDist, tls });
    const chrome = await startChromium({ trustSpkiHash: tls.spkiHash });
    const started = performance.now();
    try {
      const strippedOrigin = await address(strippedServer);
      const results = await lighthousePass(pages, {
        shippedOrigin,
        strippedOrigin,
        chrome,
        protocol,
        runs,
        budgets,
        onRun: (index, route, run) => progress(`[${index + 1}/${pages.length}] ${route} run ${run}/${runs}…`),
      });
      clearProgress();
      console.log(benchTable(results));
      console.log(`\nLighthouse ${runs}× per route and build, medians; ${pages.length} routes in ${Math.round((performance.now() - started) / 1000)} s.`);
      const tbtOverStripped = medianTbtOverStripped(results);
      console.log(`TBT over the same pages without scripts: a median of ${Math.round(tbtOverStripped)} ms over the routes.`);
      const { navigation: _navigation, earlyPresses: _earlyPresses, ...lighthouseBudgets } = budgets;
      const missedMedian = missedTbtMedian(results, budgets);
      await writeResults("lighthouse", {
        budgets: lighthouseBudgets,
        passed: missedMedian.length === 0 && results.every((result) => result.missed.length === 0),
        tbtOverStrippedMedianMs: tbtOverStripped,
        routes: results,
      });
      missed.push(...missedMedian, ...results.flatMap((result) => result.missed));
    } finally {
      chrome.kill();
      await strippedServer.close();
      await rm(strippedDist, { recursive: true, force: true });
    }
  }

  let browser: Browser | undefined;
  try {
    const throttling = { cpuSlowdown, ...slow4g };
    const emulated = `${cpuSlowdown}× CPU, ${slow4g.latency} ms per request, ${Math.round((slow4g.downloadThroughput * 8) / 1000)} kbit/s down`;
    if (selected("navigation")) {
      browser ??= await launchBrowser({ trustSpkiHash: tls.spkiHash });
      const started = performance.now();
      const measured = await measureNavigations(browser, shippedOrigin, navigationPairs, {
        runs,
        onRun: (pair, run) => progress(`navigation ${pair.from} → ${pair.to} run ${run}/${runs}…`),
      });
      const results = measured.map((result) => ({ ...result, missed: missedNavigationTargets(result, budgets.navigation) }));
      clearProgress();
      console.log(`\n${navigationTable(results)}`);
      console.log(
        `\nNavigation (${emulated}, 1280 px): from the click on a hovered link to the new page drawn, and a full load of that page to DOMContentLoaded; medians of ${plural(runs, "run")}, ${Math.round((performance.now() - started) / 1000)} s.`,
      );
      await writeResults("navigation", { throttling, budgets: budgets.navigation, passed: results.every((result) => result.missed.length === 0), links: results });
      missed.push(...results.flatMap((result) => result.missed));
    }
    if (selected("early-presses")) {
      browser ??= await launchBrowser({ trustSpkiHash: tls.spkiHash });
      const started = performance.now();
      const measured = await measureEarlyPresses(browser, shippedOrigin, earlyPresses, {
        runs,
        onRun: (press, run) => progress(`early press: ${press.name} run ${run}/${runs}…`),
      });
      const results = measured.map((result) => ({ ...result, missed: missedEarlyPressTargets(result, budgets.earlyPresses) }));
      clearProgress();
      console.log(`\n${earlyPressTable(results)}`);
      console.log(`\nEarly presses (${emulated}): each control pressed at its page's DOMContentLoaded, ${plural(runs, "time")}; ms from the press to its answer, median; ${Math.round((performance.now() - started) / 1000)} s.`);
      await writeResults("early-presses", { throttling, budgets: budgets.earlyPresses, passed: results.every((result) => result.missed.length === 0), controls: results });
      missed.push(...results.flatMap((result) => result.missed));
    }
  } finally {
    await browser?.close();
  }
} finally {
  await shippedServer.close();
}

if (missed.length) {
  console.error(`\n${plural(missed.length, "target")} missed (budgets: ${budgetsFile.slice(root.length + 1)}):\n  ${missed.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery target met.");
}
