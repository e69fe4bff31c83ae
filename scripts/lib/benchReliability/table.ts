/** The reliability bench's console table: one row per store and scenario, then each row's notes. */
import { textTable } from "../bench/textTable.ts";
import type { ScenarioRow } from "./scenario.ts";

const headings = ["store", "scenario", "acknowledged", "stored / e-mailed", "lost", "req/s", "p50 ms", "p99 ms", "non-2xx", "no answer", "duplicates"];

export function reliabilityTable(rows: readonly ScenarioRow[]): string {
  const cells = rows.map((row) => [
    row.store,
    row.scenario,
    String(row.acknowledged),
    `${row.reached} ${row.outcome}`,
    String(row.lost),
    String(row.perSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.non2xx),
    String(row.unanswered),
    row.duplicates === null ? "—" : String(row.duplicates),
  ]);
  const notes = rows.flatMap((row) => row.notes.map((note) => `${row.store}, ${row.scenario}: ${note}`));
  return [textTable(headings, cells, 2), "", ...notes].join("\n");
}
