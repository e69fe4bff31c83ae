/**
 * The Lighthouse pass of `npm run bench`: every route `runs` times as shipped and with every script
 * stripped, alternating (so a busy moment of the machine hits both builds alike), medians per route,
 * and the targets each route misses. One run of each build is made first and thrown away: the first
 * loads of a fresh Chromium were slow from the first paint on (FCP 1.3 s against 0.95 s), which
 * charged the machine's warm-up to whichever route came first.
 */
import type { LaunchedChrome } from "chrome-launcher";
import type { PageRecord } from "../validateProject.ts";
import { lcpRatio, missedTargets, type Budgets, type RouteMeasurement } from "./budgets.ts";
import { runLighthouse } from "./lighthouse.ts";
import { medianRun, type RunMetrics } from "./metrics.ts";

export type LighthouseResult = RouteMeasurement & { runs: { shipped: RunMetrics[]; stripped: RunMetrics[] }; lcpRatio: number; missed: string[] };

export async function lighthousePass(
  pages: readonly Pick<PageRecord, "route" | "page">[],
  { shippedOrigin, strippedOrigin, chrome, protocol, runs, budgets, onRun }: {
    shippedOrigin: string;
    strippedOrigin: string;
    chrome: LaunchedChrome;
    protocol: string;
    runs: number;
    budgets: Budgets;
    onRun?: (index: number, route: string, run: number) => void;
  },
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  if (pages[0]) {
    await runLighthouse(shippedOrigin + pages[0].route, chrome, { protocol });
    await runLighthouse(strippedOrigin + pages[0].route, chrome, { protocol });
  }
  for (const [index, { route, page }] of pages.entries()) {
    const shippedRuns: RunMetrics[] = [];
    const strippedRuns: RunMetrics[] = [];
    for (let run = 1; run <= runs; run++) {
      onRun?.(index, route, run);
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
  return results;
}
