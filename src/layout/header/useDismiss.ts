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
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [ref, active, onDismiss]);
}
