/**
 * Keeps Tab inside an open dialog (the sidebar, the off-canvas panel, the search popup, all modal):
 * Tab from its last visible control goes to its first, and Shift+Tab from the first to the last. The
 * page behind a modal dialog is inert, but Chromium still lets Tab leave the last control for the
 * browser's own toolbar. One listener for the whole document, so that a dialog whose HTML stays as the
 * server rendered it (OnDemandPart) needs no code of its own for it; in the capture phase, since React
 * stops a key pressed in a part it has not hydrated from going further than its root. Returns what
 * removes it.
 */
export function keepTabInDialogs(): () => void {
  document.addEventListener("keydown", wrapFocus, true);
  return () => document.removeEventListener("keydown", wrapFocus, true);
}

function wrapFocus(event: KeyboardEvent) {
  if (event.key !== "Tab" || !(event.target instanceof Element)) return;
  const dialog = event.target.closest("dialog[open]");
  if (!dialog) return;
  // Only controls the visitor can see: links in a collapsed group are not part of the cycle.
  const controls = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, textarea, select")].filter(
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
