// Writing one value of a parsed JSON file at its JSON pointer ("/blocks/0/actions/0/href"), as the
// validator names places: the hostile-value tests put their values where real ones were. Pointers are
// read as the validator reads them, and read with its valueAt (scripts/lib/jsonSource.ts).
import { fromPointer } from "../src/shared/jsonPointer.ts";

/** Writes `value` at `pointer` in `json` itself. */
export function setAt(json: unknown, pointer: string, value: unknown) {
  const parts = fromPointer(pointer);
  const parent = parts.slice(0, -1).reduce<Record<string | number, unknown>>((node, part) => node[part] as Record<string | number, unknown>, json as Record<string | number, unknown>);
  parent[parts.at(-1)!] = value;
}

/** A copy of `json` with `value` at `pointer`; `json` stays as it was. */
export function withValueAt(json: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(json);
  setAt(copy, pointer, value);
  return copy;
}
