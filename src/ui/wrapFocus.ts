import type { KeyboardEvent } from "react";

/**
 * A modal dialog's keydown handler: sends Tab from the last visible control to the first, and
 * Shift+Tab from the first to the last. The page behind a modal dialog is inert, but Chromium still
 * lets Tab leave the last control for the browser's own toolbar.
 */
export function wrapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  // Only controls the visitor can see: links in a collapsed group are not part of the cycle.
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, textarea, select")].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
