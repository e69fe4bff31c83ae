import { describe, expect, it } from "vitest";
import { missedEarlyPressTargets, missedNavigationTargets, missedTargets, missedTbtMedian, readBudgets, type RouteMeasurement } from "../scripts/lib/bench/budgets.ts";
import type { EarlyPressResult, EarlyPressRun } from "../scripts/lib/bench/earlyPressPass.ts";
import type { NavigationResult, NavigationRun } from "../scripts/lib/bench/navigation.ts";
import { navigationTable } from "../scripts/lib/bench/navigationTable.ts";
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
  it("hold the issues' targets: all four scores 100, LCP within 1.10× and TBT within 10 ms of no scripts (the routes' median; 80 ms on any one), CLS 0, 80 KB / 105 KB of script, no other hosts, links in 150 ms, every early press answered", () => {
    expect(budgets).toEqual({
      $comment: expect.any(String),
      minScores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
      maxLcpRatio: 1.1,
      maxCls: 0,
      maxTbtOverStripped: { medianMs: 10, perRouteMs: 80 },
      maxFirstLoadJsBytes: { withoutForm: 80_000, withForm: 105_000 },
      maxRequestsToOtherHosts: 0,
      navigation: { maxAfterHoverMs: 150, notSlowerThanFullLoad: true, noLoadingText: true },
      earlyPresses: { allAnswer: true },
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
        tbtMs: 81,
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
      "/about-us: TBT 81 ms, 81 ms over the 0 ms without scripts (at most 80 ms over on one route)",
      "/about-us: first-load JavaScript 80.0 KB (at most 80.0 KB)",
      "/about-us: 1 request to other hosts (https://fonts.example/inter.woff2)",
    ]);
  });

  it("measure TBT against the same route's TBT without scripts: 80 ms over it passes a route, more misses", () => {
    const withStrippedTbt = (tbtMs: number) => measurement({ tbtMs }, { stripped: run({ jsBytes: 0, tbtMs: 30 }) });
    expect(missedTargets(withStrippedTbt(110), budgets)).toEqual([]);
    expect(missedTargets(withStrippedTbt(111), budgets)).toEqual(["/about-us: TBT 111 ms, 81 ms over the 30 ms without scripts (at most 80 ms over on one route)"]);
  });

  it("hold the routes' median TBT over their pages without scripts to 10 ms: one route far over, or many below, do not move it", () => {
    const routes = (overs: number[]) => overs.map((over, index) => measurement({ tbtMs: 40 + over }, { route: `/page-${index}`, stripped: run({ jsBytes: 0, tbtMs: 40 }) }));
    expect(missedTbtMedian(routes([-30, 0, 10, 10, 75]), budgets)).toEqual([]);
    expect(missedTbtMedian(routes([-30, -20, 10, 12, 13]), budgets)).toEqual([]);
    expect(missedTbtMedian(routes([-30, 11, 11, 12, 13]), budgets)).toEqual(["TBT: the 5 routes block a median 11 ms more than without scripts (at most 10 ms)"]);
    expect(missedTbtMedian(routes([11, 12]), budgets)).toEqual(["TBT: the 2 routes block a median 12 ms more than without scripts (at most 10 ms)"]);
    expect(missedTbtMedian([], budgets)).toEqual([]);
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

const navigation = (runs: Partial<NavigationRun>[], medians: Partial<NavigationResult> = {}): NavigationResult => ({
  from: "/",
  link: "header: Blog",
  to: "/blog",
  runs: runs.map((overrides) => ({ clientMs: 90, loadingSeen: false, fullLoadMs: 600, ...overrides })),
  clientMs: 90,
  fullLoadMs: 600,
  loadingSeenRuns: 0,
  ...medians,
});

describe("the navigation pass's budget", () => {
  const budget = budgets.navigation;

  it("passes a link shown within 150 ms of the click, sooner than a full load, without a placeholder", () => {
    expect(missedNavigationTargets(navigation([{}, {}, {}], { clientMs: 150 }), budget)).toEqual([]);
  });

  it("names each miss with its figures: too slow, slower than a full load, 'Loading…' seen", () => {
    const slow = navigation([{ clientMs: 820, loadingSeen: true }, { clientMs: 700, loadingSeen: true }, { clientMs: 900 }], { clientMs: 820, fullLoadMs: 640, loadingSeenRuns: 2 });
    expect(missedNavigationTargets(slow, budget)).toEqual([
      "/ → /blog (header: Blog): shown 820 ms after the click (at most 150 ms)",
      "/ → /blog (header: Blog): shown 820 ms after the click, slower than a full load of /blog (640 ms to DOMContentLoaded)",
      '/ → /blog (header: Blog): showed "Loading…" in 2 of 3 runs',
    ]);
  });

  it("holds a fast link to the full load when asked to, and not when not", () => {
    const fasterFullLoad = navigation([{}], { clientMs: 120, fullLoadMs: 100 });
    expect(missedNavigationTargets(fasterFullLoad, budget)).toEqual(["/ → /blog (header: Blog): shown 120 ms after the click, slower than a full load of /blog (100 ms to DOMContentLoaded)"]);
    expect(missedNavigationTargets(fasterFullLoad, { ...budget, notSlowerThanFullLoad: false })).toEqual([]);
  });

  it("says why when the new page never showed", () => {
    const never = navigation([{ clientMs: null, problem: "/blog did not show within 10 s" }], { clientMs: null });
    expect(missedNavigationTargets(never, budget)).toEqual(["/ → /blog (header: Blog): the new page never showed (/blog did not show within 10 s)"]);
  });

  it("prints a line per link with its medians and verdict", () => {
    const table = navigationTable([{ ...navigation([{ loadingSeen: true }], { clientMs: 812.4, fullLoadMs: 640, loadingSeenRuns: 1 }), missed: ["…"] }]).split("\n");
    expect(table[0]).toMatch(/^from\s+link\s+to\s+client ms\s+full load ms\s+Loading…\s+result$/);
    expect(table[2]).toMatch(/^\/\s+header: Blog\s+\/blog\s+812\s+640\s+seen 1\/1\s+miss$/);
  });
});

describe("the early-press pass's budget", () => {
  const pressed = (runs: EarlyPressRun[]): EarlyPressResult => ({
    name: "header Search button",
    route: "/",
    viewport: { width: 375, height: 800 },
    runs,
    answeredMs: null,
    answeredRuns: runs.filter((run) => run.answeredMs !== null).length,
  });

  it("passes a control that answered every press", () => {
    expect(missedEarlyPressTargets(pressed([{ answeredMs: 1800, beforeReact: true }, { answeredMs: 2100, beforeReact: true }]), budgets.earlyPresses)).toEqual([]);
  });

  it("misses a control that left any press unanswered, or could not be pressed, and says why", () => {
    expect(missedEarlyPressTargets(pressed([{ answeredMs: 1800, beforeReact: true }, { answeredMs: null, beforeReact: true }]), budgets.earlyPresses)).toEqual([
      "header Search button (/, 375 px): answered 1 of 2 presses at DOMContentLoaded",
    ]);
    expect(missedEarlyPressTargets(pressed([{ answeredMs: null, beforeReact: null, problem: "no such control on the page" }]), budgets.earlyPresses)).toEqual([
      "header Search button (/, 375 px): answered 0 of 1 press at DOMContentLoaded (no such control on the page)",
    ]);
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
