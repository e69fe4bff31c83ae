/** The navigation pass's printed table: one line per link, medians of its runs, and whether it met its targets. */
import type { NavigationResult } from "./navigation.ts";
import { textTable } from "./textTable.ts";

const headings = ["from", "link", "to", "client ms", "full load ms", "Loading…", "result"];

export function navigationTable(results: readonly (NavigationResult & { missed: readonly string[] })[]): string {
  const rows = results.map((result) => [
    result.from,
    result.link,
    result.to,
    result.clientMs === null ? "never" : String(Math.round(result.clientMs)),
    String(Math.round(result.fullLoadMs)),
    result.loadingSeenRuns ? `seen ${result.loadingSeenRuns}/${result.runs.length}` : "no",
    result.missed.length ? "miss" : "pass",
  ]);
  return textTable(headings, rows, 3);
}
