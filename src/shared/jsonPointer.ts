/**
 * JSON pointers (RFC 6901) and the paths they name, for the validator's messages, the studio's forms
 * and its server alike: `["blocks", 2, "heading"]` is "/blocks/2/heading", a list's entries by number.
 */
import type { JsonPath } from "./schemaWalk.ts";

/** ["blocks", 2, "heading"] → "/blocks/2/heading". */
export function toPointer(path: Readonly<JsonPath>): string {
  return path.map((segment) => "/" + String(segment).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

/** "/blocks/2" → ["blocks", 2]; "" is the whole document. */
export function fromPointer(pointer: string): JsonPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}
