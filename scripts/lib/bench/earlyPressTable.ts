/** The early-press pass's printed table: one line per control, whether its presses were answered and how fast. */
import type { EarlyPressResult } from "./earlyPressPass.ts";
import { textTable } from "./textTable.ts";

const headings = ["control", "route", "width", "answered", "ms (median)", "before React", "result"];

export function earlyPressTable(results: readonly (EarlyPressResult & { missed: readonly string[] })[]): string {
  const rows = results.map((result) => [
    result.name,
    result.route,
    String(result.viewport.width),
    `${result.answeredRuns}/${result.runs.length}`,
    result.answeredMs === null ? "-" : String(Math.round(result.answeredMs)),
    // Whether the presses came before React had taken over the page, as this pass means them to.
    `${result.runs.filter((run) => run.beforeReact).length}/${result.runs.length}`,
    result.missed.length ? "miss" : "pass",
  ]);
  return textTable(headings, rows, 2);
}
