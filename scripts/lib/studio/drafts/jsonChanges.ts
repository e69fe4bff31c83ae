/**
 * Where two versions of a JSON file differ, as paths into them: what changeInWords puts into words.
 * Lists are matched up item by item first (alignItems, as a save rewrites them), so a block added in
 * the middle of a page is one block added, not every block after it changed; a list holding the same
 * items in another order is one reordering.
 */
import { isDeepStrictEqual } from "node:util";
import { alignItems, type ItemStep } from "../../alignItems.ts";

import type { JsonPath } from "../../../../src/shared/schemaWalk.ts";
import { isObject } from "../../../../src/shared/isObject.ts";

export type { JsonPath };

/**
 * `changed`: the value at `path` (in `after`; in `before` when it is gone from `after`); `added`: the
 * list item at `path` in `after`; `removed`: the list item at `path` in `before`; `reordered`: the list at `path`.
 */
export interface JsonChange {
  kind: "changed" | "added" | "removed" | "reordered";
  path: JsonPath;
}

const sortedTexts = (items: unknown[]) => items.map((item) => JSON.stringify(item)).sort();

const isBlock = (value: unknown) => isObject(value) && typeof value.type === "string";

/**
 * alignItems removes an item and adds one when they are not the same kind of thing. For blocks that is
 * what happened (a hero gave way to a call to action); a list item that became a text instead of a list
 * of pieces, in the same place, was changed.
 */
function itemSteps(before: unknown[], after: unknown[]): ItemStep[] {
  const steps = alignItems(before, after);
  const merged: ItemStep[] = [];
  for (let at = 0; at < steps.length; at++) {
    const pair = [steps[at]!, steps[at + 1]];
    const removed = pair.find((step) => step?.kind === "remove");
    const added = pair.find((step) => step?.kind === "add");
    if (removed?.kind === "remove" && added?.kind === "add" && !isBlock(before[removed.before]) && !isBlock(after[added.after])) {
      merged.push({ kind: "change", before: removed.before, after: added.after });
      at++;
    } else merged.push(steps[at]!);
  }
  return merged;
}

function listChanges(before: unknown[], after: unknown[], path: JsonPath): JsonChange[] {
  if (before.length === after.length && isDeepStrictEqual(sortedTexts(before), sortedTexts(after))) return [{ kind: "reordered", path }];
  return itemSteps(before, after).flatMap((step): JsonChange[] => {
    if (step.kind === "keep") return [];
    if (step.kind === "add") return [{ kind: "added", path: [...path, step.after] }];
    if (step.kind === "remove") return [{ kind: "removed", path: [...path, step.before] }];
    return jsonChanges(before[step.before], after[step.after], [...path, step.after]);
  });
}

/** The changes from `before` to `after`, in the order of `after` (properties only `before` has come last). */
export function jsonChanges(before: unknown, after: unknown, path: JsonPath = []): JsonChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((key) => jsonChanges(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(before, after, path);
  return [{ kind: "changed", path }];
}
