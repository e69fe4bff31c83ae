/**
 * Puts the validator's problems where the form shows them: each problem's JSON pointer, taken
 * relative to the part of the file one form edits ("/blocks/2" for the third block), becomes a path
 * in the form library's error tree, so the message appears under the field it concerns.
 */
import type { ErrorSchema } from "@rjsf/utils";
import { WARNING_PREFIX, type StudioProblem } from "../studioApi.ts";

const unescape = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** The pointer's parts below `base`, or null when the problem is elsewhere in the file. */
export function pathBelow(pointer: string, base: string): string[] | null {
  if (pointer !== base && !pointer.startsWith(base + "/")) return null;
  const rest = pointer.slice(base.length);
  return rest ? rest.slice(1).split("/").map(unescape) : [];
}

/** What a problem says at a field: a warning is marked as one, so it reads apart from an error. */
export const fieldMessage = (problem: StudioProblem) => (problem.severity === "warning" ? `${WARNING_PREFIX}${problem.message}` : problem.message);

export function fieldErrors(problems: readonly StudioProblem[], base: string): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const problem of problems) {
    const below = pathBelow(problem.pointer, base);
    if (!below) continue;
    // A missing property is reported at the object that lacks it; the form has a field for it.
    const path = problem.missingProperty ? [...below, problem.missingProperty] : below;
    let node = tree;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(fieldMessage(problem));
  }
  return tree as ErrorSchema;
}
