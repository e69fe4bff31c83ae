import { useEffect, type RefObject } from "react";

/**
 * Calls `onDismiss` when the visitor presses the pointer anywhere outside `ref` while `active`:
 * an open dropdown closes on a click elsewhere on the page.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onDismiss();
    };
    // In the capture phase: React stops a press on a block that stays as served (BlockList) from
    // bubbling past the app's root, so a listener waiting for it to bubble would never hear it.
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [ref, active, onDismiss]);
}
