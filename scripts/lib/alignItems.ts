/**
 * Which items of a JSON array stayed, changed, came or went between two versions of it: what
 * rewriteJson needs so that adding, removing or moving one block of a page rewrites that block's lines
 * only, and editing one field of a block rewrites that field only, instead of the whole list.
 *
 * An edit distance over the items: keeping an equal item costs nothing, adding or removing one costs 1,
 * and changing an item in place costs how much of it differs (0 to 1), so a block whose heading was
 * edited is changed in place, while a block replaced by one of another type is removed and added.
 */
import { isDeepStrictEqual } from "node:util";
import { isObject } from "../../src/shared/isObject.ts";

export type ItemStep =
  | { kind: "keep"; before: number; after: number }
  | { kind: "change"; before: number; after: number }
  | { kind: "remove"; before: number }
  | { kind: "add"; after: number };

/**
 * How much of an item differs, from 0 to 1; Infinity when the two are not the same kind of thing
 * (blocks of different types, a list and a text), so that one is removed and the other added.
 */
function difference(before: unknown, after: unknown): number {
  if (isDeepStrictEqual(before, after)) return 0;
  if (isObject(before) && isObject(after)) {
    if (before.type !== after.type) return Infinity;
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    const same = [...keys].filter((key) => isDeepStrictEqual(before[key], after[key])).length;
    return 1 - same / keys.size;
  }
  if (Array.isArray(before) && Array.isArray(after)) return 1;
  return typeof before === typeof after && !isObject(before) && !Array.isArray(before) ? 1 : Infinity;
}

/** The cheapest steps that turn `before` into `after`, in the order of the items. */
export function alignItems(before: readonly unknown[], after: readonly unknown[]): ItemStep[] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  // cost[i][j]: turning the first i items of `before` into the first j items of `after`.
  const cost = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const differences = before.map((item) => after.map((other) => difference(item, other)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + differences[i - 1]![j - 1]!);
    }
  }
  const steps: ItemStep[] = [];
  let i = before.length;
  let j = after.length;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && here === cost[i - 1]![j - 1]! + differences[i - 1]![j - 1]!) {
      const kind = differences[i - 1]![j - 1] === 0 ? "keep" : "change";
      steps.push({ kind, before: --i, after: --j });
    } else if (i > 0 && here === cost[i - 1]![j]! + 1) steps.push({ kind: "remove", before: --i });
    else steps.push({ kind: "add", after: --j });
  }
  return steps.reverse();
}
