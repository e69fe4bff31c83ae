/** The benchmark's printed table: two lines per route (as shipped, scripts stripped), medians of every run. */
import { lcpRatio, type RouteMeasurement } from "./budgets.ts";
import type { RunMetrics } from "./metrics.ts";

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
  const rows = [headings];
  for (const measurement of measurements) {
    rows.push(cells(measurement.route, "shipped", measurement.shipped, lcpRatio(measurement).toFixed(2)));
    rows.push(cells("", "no scripts", measurement.stripped, ""));
  }
  const widths = headings.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  // Text columns read left-aligned, figures right-aligned so their digits line up.
  const line = (row: string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
