/** The targets in bench/budgets.json, and which of them a route's, a link's or an early press's measurements miss. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../paths.ts";
import { plural } from "../plural.ts";
import type { EarlyPressResult } from "./earlyPressPass.ts";
import { categories, median, type Category, type RunMetrics } from "./metrics.ts";
import type { NavigationResult } from "./navigation.ts";

export interface NavigationBudget {
  /** At most this long from the click on a link (the mouse having rested on it) to the new page shown. */
  maxAfterHoverMs: number;
  /** The click is answered no later than a full load of the same page reaches DOMContentLoaded. */
  notSlowerThanFullLoad: boolean;
  /** No "Loading…" placeholder in <main> on the way. */
  noLoadingText: boolean;
}

export interface Budgets {
  minScores: Record<Category, number>;
  maxLcpRatio: number;
  maxCls: number;
  /**
   * Each route's TBT as shipped minus its TBT with every script stripped, both medians of the same run:
   * the stripped page has no script of ours, so what it blocks is the browser's own work on the HTML
   * and CSS, which a busy machine inflates for both builds alike. Over all the routes measured, the
   * median of that is at most `medianMs`, and no route is more than `perRouteMs` over. A route's few
   * runs resolve no finer than the stripped page's own spread between its runs (a median of 31 ms, up
   * to 148 ms, in the run of 2026-11-27 07:56), so a margin of 10 ms per route passed or failed routes
   * by chance; the median of 28 routes' differences is that spread divided by about four. The
   * difference per route had a standard deviation of 21 ms (84 routes measured that day, three runs of
   * the same build), so `perRouteMs` is about four of those: a page whose scripts went bad, not noise.
   */
  maxTbtOverStripped: { medianMs: number; perRouteMs: number };
  maxFirstLoadJsBytes: { withoutForm: number; withForm: number };
  maxRequestsToOtherHosts: number;
  navigation: NavigationBudget;
  earlyPresses: { allAnswer: boolean };
}

export const budgetsFile = join(root, "bench", "budgets.json");

export function readBudgets(file = budgetsFile): Budgets {
  return JSON.parse(readFileSync(file, "utf8")) as Budgets;
}

export interface RouteMeasurement {
  route: string;
  /** A page with a form may download more script (the form's validation). */
  hasForm: boolean;
  /** Medians of the site as shipped. */
  shipped: RunMetrics;
  /** Medians of the same HTML with every script removed: the limit JavaScript must not make worse. */
  stripped: RunMetrics;
}

export const lcpRatio = ({ shipped, stripped }: RouteMeasurement) => shipped.lcpMs / stripped.lcpMs;

/** How much more the route blocks as shipped than with every script stripped (negative when less). */
export const tbtOverStripped = ({ shipped, stripped }: RouteMeasurement) => shipped.tbtMs - stripped.tbtMs;

/** The median over the routes measured of how much more each blocks as shipped than without scripts. */
export const medianTbtOverStripped = (measurements: readonly RouteMeasurement[]) => median(measurements.map(tbtOverStripped));

/** A sentence when the routes' median TBT over their pages without scripts is above the budget; none otherwise. */
export function missedTbtMedian(measurements: readonly RouteMeasurement[], budgets: Budgets): string[] {
  if (measurements.length === 0) return [];
  const over = medianTbtOverStripped(measurements);
  if (over <= budgets.maxTbtOverStripped.medianMs) return [];
  return [`TBT: the ${plural(measurements.length, "route")} block a median ${Math.round(over)} ms more than without scripts (at most ${budgets.maxTbtOverStripped.medianMs} ms)`];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One sentence per target the route misses; none when it meets them all. */
export function missedTargets(measurement: RouteMeasurement, budgets: Budgets): string[] {
  const { route, shipped, stripped, hasForm } = measurement;
  const missed: string[] = [];
  for (const category of categories) {
    if (shipped.scores[category] < budgets.minScores[category]) {
      missed.push(`${route}: ${category} score ${shipped.scores[category]} (target ${budgets.minScores[category]})`);
    }
  }
  const ratio = lcpRatio(measurement);
  if (ratio > budgets.maxLcpRatio) {
    missed.push(
      `${route}: LCP ${Math.round(shipped.lcpMs)} ms is ${ratio.toFixed(2)}× the ${Math.round(stripped.lcpMs)} ms without scripts (at most ${budgets.maxLcpRatio}×)`,
    );
  }
  if (shipped.cls > budgets.maxCls) missed.push(`${route}: CLS ${shipped.cls.toFixed(4)} (at most ${budgets.maxCls})`);
  if (tbtOverStripped(measurement) > budgets.maxTbtOverStripped.perRouteMs) {
    missed.push(
      `${route}: TBT ${Math.round(shipped.tbtMs)} ms, ${Math.round(tbtOverStripped(measurement))} ms over the ${Math.round(stripped.tbtMs)} ms without scripts (at most ${budgets.maxTbtOverStripped.perRouteMs} ms over on one route)`,
    );
  }
  const maxJs = hasForm ? budgets.maxFirstLoadJsBytes.withForm : budgets.maxFirstLoadJsBytes.withoutForm;
  if (shipped.jsBytes > maxJs) {
    missed.push(`${route}: first-load JavaScript ${kb(shipped.jsBytes)} (at most ${kb(maxJs)}${hasForm ? " on a page with a form" : ""})`);
  }
  const otherHosts = [...new Set([...shipped.otherHostRequests, ...stripped.otherHostRequests])];
  if (otherHosts.length > budgets.maxRequestsToOtherHosts) {
    missed.push(`${route}: ${plural(otherHosts.length, "request")} to other hosts (${otherHosts.slice(0, 3).join(", ")})`);
  }
  return missed;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One sentence per navigation target the link misses (medians of its runs); none when it meets them all. */
export function missedNavigationTargets(result: NavigationResult, budget: NavigationBudget): string[] {
  const { from, link, to, clientMs, fullLoadMs, loadingSeenRuns, runs } = result;
  const which = `${from} → ${to} (${link})`;
  const missed: string[] = [];
  if (clientMs === null) {
    const problem = runs.find((run) => run.problem)?.problem;
    missed.push(`${which}: the new page never showed${problem ? ` (${problem})` : ""}`);
  } else {
    if (clientMs > budget.maxAfterHoverMs) missed.push(`${which}: shown ${ms(clientMs)} after the click (at most ${ms(budget.maxAfterHoverMs)})`);
    if (budget.notSlowerThanFullLoad && clientMs > fullLoadMs) {
      missed.push(`${which}: shown ${ms(clientMs)} after the click, slower than a full load of ${to} (${ms(fullLoadMs)} to DOMContentLoaded)`);
    }
  }
  if (budget.noLoadingText && loadingSeenRuns > 0) missed.push(`${which}: showed "Loading…" in ${loadingSeenRuns} of ${plural(runs.length, "run")}`);
  return missed;
}

/** A sentence when the control did not answer every press (or could not be pressed); none when it did. */
export function missedEarlyPressTargets(result: EarlyPressResult, budget: { allAnswer: boolean }): string[] {
  if (!budget.allAnswer || result.answeredRuns === result.runs.length) return [];
  const problem = result.runs.find((run) => run.problem)?.problem;
  return [`${result.name} (${result.route}, ${result.viewport.width} px): answered ${result.answeredRuns} of ${result.runs.length} ${result.runs.length === 1 ? "press" : "presses"} at DOMContentLoaded${problem ? ` (${problem})` : ""}`];
}
