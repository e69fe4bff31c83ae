import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";

/**
 * A modal <dialog> driven by React state; the sidebar, the off-canvas menu and the search popup all
 * use it, so they open, trap focus, close and give focus back alike.
 *
 * - `open` true calls showModal(): the browser puts the dialog in the top layer, makes the page behind
 *   it inert and closes it on Escape; false calls close().
 * - However it closes (Escape, a click on the backdrop, a close button), `onClose` runs, so the
 *   state that opened it stays in step.
 * - Tab and Shift+Tab wrap inside: the page is inert, but Chromium still lets Tab leave the last
 *   control for the browser's own toolbar.
 * - Focus returns to the control that had it before opening, also when the dialog is unmounted open.
 *
 * Spread the returned props on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // Focus already inside (the dialog opened another way): the browser's own close() then gives it
    // back to the control that opened the dialog.
    const opener = dialog.contains(document.activeElement) ? null : (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return {
    ref,
    onClose,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (clickedBackdrop(event)) onClose();
    },
    onKeyDown: wrapFocus,
  };
}

/** A click on the backdrop lands on the <dialog> itself, outside its box (padding counts as inside). */
function clickedBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  // A keyboard "click" has no position (0, 0): it is never the backdrop.
  if (event.clientX === 0 && event.clientY === 0) return false;
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * Sends Tab from the last visible control to the first, and Shift+Tab from the first to the last: put
 * it on a modal dialog's onKeyDown (the sidebar, which the browser opens, uses it alone).
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
