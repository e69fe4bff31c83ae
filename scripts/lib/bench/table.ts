/** The benchmark's printed table: two lines per route (as shipped, scripts stripped), medians of every run. */
import { lcpRatio, type RouteMeasurement } from "./budgets.ts";
import type { RunMetrics } from "./metrics.ts";
import { textTable } from "./textTable.ts";

const headings = ["route", "build", "FCP ms", "LCP ms", "TBT ms", "CLS", "perf", "a11y", "b.p.", "SEO", "JS KB", "total KB", "LCP ratio"];

function cells(route: string, build: string, run: RunMetrics, ratio: string): string[] {
  return [
    route,
    build,
    String(Math.round(run.fcpMs)),
    String(Math.round(run.lcpMs)),
    String(Math.round(run.tbtMs)),
    run.cls.toFixed(3),
    String(run.scores.performance),
    String(run.scores.accessibility),
    String(run.scores["best-practices"]),
    String(run.scores.seo),
    (run.jsBytes / 1000).toFixed(1),
    (run.totalBytes / 1000).toFixed(1),
    ratio,
  ];
}

export function benchTable(measurements: readonly RouteMeasurement[]): string {
  const rows = measurements.flatMap((measurement) => [
    cells(measurement.route, "shipped", measurement.shipped, lcpRatio(measurement).toFixed(2)),
    cells("", "no scripts", measurement.stripped, ""),
  ]);
  return textTable(headings, rows, 2);
}
