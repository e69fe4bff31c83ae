import { describe, expect, it } from "vitest";
import { missedTargets, readBudgets, type RouteMeasurement } from "../scripts/lib/bench/budgets.ts";
import { median, medianRun, type RunMetrics } from "../scripts/lib/bench/metrics.ts";
import { stripScripts } from "../scripts/lib/bench/stripScripts.ts";
import { benchTable } from "../scripts/lib/bench/table.ts";

const run = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  fcpMs: 700,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  jsBytes: 70_000,
  totalBytes: 200_000,
  otherHostRequests: [],
  ...overrides,
});

const measurement = (shipped: Partial<RunMetrics> = {}, extra: Partial<RouteMeasurement> = {}): RouteMeasurement => ({
  route: "/about-us",
  hasForm: false,
  shipped: run(shipped),
  stripped: run({ jsBytes: 0 }),
  ...extra,
});

const budgets = readBudgets();

describe("the benchmark's budgets (bench/budgets.json)", () => {
  it("hold the issues' targets: all four scores 100, LCP within 1.10× and TBT within 10 ms of no scripts, CLS 0, 80 KB / 105 KB of script, no other hosts", () => {
    expect(budgets).toEqual({
      $comment: expect.any(String),
      minScores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
      maxLcpRatio: 1.1,
      maxCls: 0,
      maxTbtOverStrippedMs: 10,
      maxFirstLoadJsBytes: { withoutForm: 80_000, withForm: 105_000 },
      maxRequestsToOtherHosts: 0,
    });
  });

  it("pass a route that meets every target", () => {
    expect(missedTargets(measurement({ lcpMs: 880 }), budgets)).toEqual([]);
  });

  it("name each missed target with the figure and the limit", () => {
    const missed = missedTargets(
      measurement({
        lcpMs: 1200,
        cls: 0.031,
        tbtMs: 40,
        jsBytes: 80_001,
        scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 92 },
        otherHostRequests: ["https://fonts.example/inter.woff2"],
      }),
      budgets,
    );
    expect(missed).toEqual([
      "/about-us: performance score 97 (target 100)",
      "/about-us: seo score 92 (target 100)",
      "/about-us: LCP 1200 ms is 1.50× the 800 ms without scripts (at most 1.1×)",
      "/about-us: CLS 0.0310 (at most 0)",
      "/about-us: TBT 40 ms, 40 ms over the 0 ms without scripts (at most 10 ms over)",
      "/about-us: first-load JavaScript 80.0 KB (at most 80.0 KB)",
      "/about-us: 1 request to other hosts (https://fonts.example/inter.woff2)",
    ]);
  });

  it("measure TBT against the same route's TBT without scripts: 10 ms over it passes, more misses", () => {
    const withStrippedTbt = (tbtMs: number) => measurement({ tbtMs }, { stripped: run({ jsBytes: 0, tbtMs: 30 }) });
    expect(missedTargets(withStrippedTbt(40), budgets)).toEqual([]);
    expect(missedTargets(withStrippedTbt(41), budgets)).toEqual(["/about-us: TBT 41 ms, 11 ms over the 30 ms without scripts (at most 10 ms over)"]);
  });

  it("allow a page with a form 105 KB of script, and no more", () => {
    expect(missedTargets(measurement({ jsBytes: 104_000 }, { route: "/contact", hasForm: true }), budgets)).toEqual([]);
    expect(missedTargets(measurement({ jsBytes: 105_500 }, { route: "/contact", hasForm: true }), budgets)).toEqual([
      "/contact: first-load JavaScript 105.5 KB (at most 105.0 KB on a page with a form)",
    ]);
  });

  it("hold every page to every score, the search page included", () => {
    const searchPage = measurement({ scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 69 } }, { route: "/search" });
    expect(missedTargets(searchPage, budgets)).toEqual(["/search: seo score 69 (target 100)"]);
  });
});

describe("medians", () => {
  it("take the middle run, so one slow run does not decide", () => {
    expect(median([900, 3000, 1000])).toBe(1000);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const runs = [run({ lcpMs: 800, tbtMs: 0 }), run({ lcpMs: 2400, tbtMs: 300 }), run({ lcpMs: 820, tbtMs: 0 })];
    expect(medianRun(runs)).toMatchObject({ lcpMs: 820, tbtMs: 0 });
  });

  it("keep every request to another host from any run", () => {
    const runs = [run(), run({ otherHostRequests: ["https://cdn.example/a.js"] }), run()];
    expect(medianRun(runs).otherHostRequests).toEqual(["https://cdn.example/a.js"]);
  });
});

describe("the scripts-stripped baseline", () => {
  it("removes every script and module preload but keeps structured data and styles", () => {
    const html = `<head>
    <script async src="/theme-init.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <style>body{margin:0}</style>
    <script type="application/ld+json">{"@type":"Organization"}</script>
  </head><body><div id="root"><p>Hello</p></div><script type="module" crossorigin src="/assets/index.js"></script></body>`;
    const stripped = stripScripts(html);
    expect(stripped).not.toMatch(/theme-init|modulepreload|index\.js/);
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(stripped).toContain("<style>body{margin:0}</style>");
    expect(stripped).toContain("<p>Hello</p>");
  });
});

describe("the printed table", () => {
  it("shows both builds of a route with the LCP ratio", () => {
    const table = benchTable([measurement({ lcpMs: 880 })]).split("\n");
    expect(table[0]).toMatch(/^route\s+build\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+perf\s+a11y\s+b\.p\.\s+SEO\s+JS KB\s+total KB\s+LCP ratio$/);
    expect(table[2]).toMatch(/^\/about-us\s+shipped\s+700\s+880\s+0\s+0\.000\s+100\s+100\s+100\s+100\s+70\.0\s+200\.0\s+1\.10$/);
    expect(table[3]).toMatch(/^\s+no scripts\s+700\s+800\s/);
  });
});
