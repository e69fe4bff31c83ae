/**
 * Takes the editor to the field a problem concerns. The generated forms give each field an id made
 * of the form's prefix and the field's path ("block-2_actions_0_href"); a problem about an object
 * with no field of its own (a missing property) goes to the nearest field that exists.
 */
import { pathBelow } from "../form/fieldErrors.ts";

const SEPARATOR = "_";

/** The form prefix and path a pointer falls under: blocks have their own forms, the rest is the top form's. */
export function formOf(pointer: string, topPrefix: string): { prefix: string; path: string[]; block?: number } {
  const match = /^\/blocks\/(\d+)(?=\/|$)/.exec(pointer);
  if (match) return { prefix: `block-${match[1]}`, path: pathBelow(pointer, match[0])!, block: Number(match[1]) };
  return { prefix: topPrefix, path: pathBelow(pointer, "")! };
}

export function focusField(prefix: string, path: readonly string[]): boolean {
  for (let length = path.length; length >= 0; length--) {
    const element = document.getElementById([prefix, ...path.slice(0, length)].join(SEPARATOR));
    // A rich text's box is an editable area, not a form control.
    const fields = 'input, select, textarea, button, [contenteditable="true"]';
    const target = element?.matches(fields) ? element : element?.querySelector<HTMLElement>(fields);
    if (target) {
      target.focus();
      target.scrollIntoView({ block: "center" });
      return true;
    }
  }
  return false;
}
