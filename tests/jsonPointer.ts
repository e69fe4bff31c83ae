// Reading and writing one value of a parsed JSON file by its JSON pointer ("/blocks/0/actions/0/href"),
// as the validator names places: the hostile-value tests put their values where real ones were.
type Json = Record<string, unknown>;

const partsOf = (pointer: string) => pointer.split("/").slice(1);

/** The value at `pointer` in `json`. */
export const valueAt = (json: unknown, pointer: string): unknown => partsOf(pointer).reduce<unknown>((node, part) => (node as Json)[part], json);

/** Writes `value` at `pointer` in `json` itself. */
export function setAt(json: unknown, pointer: string, value: unknown) {
  const parts = partsOf(pointer);
  const parent = parts.slice(0, -1).reduce<Json>((node, part) => node[part] as Json, json as Json);
  parent[parts.at(-1)!] = value;
}

/** A copy of `json` with `value` at `pointer`; `json` stays as it was. */
export function withValueAt(json: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(json);
  setAt(copy, pointer, value);
  return copy;
}
