/** The benchmark's tables and lines, as printed; figures with thousands separators so 5,000 reads at a glance. */
import type { Linearity } from "./linearity.ts";

export interface StepFigure {
  step: string;
  ms: number;
  /** CPU time, which other work on the machine disturbs far less than the wall clock. */
  cpuMs: number;
  /** What the figure is, or a detail worth a glance (e.g. "best of 5; median 420 ms"). */
  note?: string;
}

const number = (value: number, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const ms = (value: number) => `${number(value)} ms`;

export function sizeTable(pages: number, addresses: number, figures: StepFigure[]): string {
  const rows = figures.map(({ step, ms: time, cpuMs, note }) => [step, number(time), number(time / pages, 3), number(cpuMs), number(cpuMs / pages, 3), note ?? ""]);
  const header = ["step", "ms", "ms/page", "cpu ms", "cpu ms/page", ""];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join("  ").trimEnd();
  return [`${number(pages)} pages (${number(addresses)} addresses)`, line(header), ...rows.map(line)].join("\n");
}

export function linearityLine(step: string, linearity: Linearity | undefined, tolerance: number): string {
  if (!linearity) return `${step}: one size only, nothing to compare`;
  const costs = linearity.perPage.map(({ pages, msPerPage }) => `${number(pages)} → ${number(msPerPage, 3)}`).join(", ");
  const largest = linearity.perPage.at(-1)!.pages;
  const verdict = linearity.linear ? "linear" : `NOT linear (more than ${tolerance}x)`;
  return `${step}: cpu ms per page ${costs}; ${number(largest)} pages cost ${number(linearity.ratio, 2)}x per page of ${number(linearity.comparedWith)}: ${verdict}`;
}
