/**
 * A table as console text: a heading row, a rule, then the rows, columns as wide as their widest cell.
 * The first `textColumns` columns read left-aligned, the figures after them right-aligned so their
 * digits line up.
 */
export function textTable(headings: readonly string[], rows: readonly (readonly string[])[], textColumns: number): string {
  const all = [headings, ...rows];
  const widths = headings.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(headings), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
