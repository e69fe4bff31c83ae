import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { useOnBackOrForward } from "./useOnBackOrForward.ts";

/** Closes the open groups (`<details open>`) in `menu` that do not hold `node`; every one when it is null. */
function closeGroupsOutside(menu: Element | null, node: Node | null) {
  for (const group of menu?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) {
    if (!group.contains(node)) group.open = false;
  }
}

/** Escape closes the innermost open group around the focus and gives focus back to its summary. */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Escape") return;
  const group = (event.target as Element).closest<HTMLDetailsElement>("details[open]");
  if (!group) return;
  group.open = false;
  group.querySelector("summary")?.focus();
}

/**
 * The desktop dropdowns are the browser's own `<details>`: it opens and closes them on a press of their
 * summary and keeps one open per level. What a visitor expects of a dropdown beyond that is here, each
 * by setting the group's `open`: it closes on Escape, when focus leaves it, on a press outside it, when
 * a link in it is followed, and on Back and Forward. Spread the returned props on the menu's `<nav>`.
 */
export function useDropdownDismissal() {
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => closeGroupsOutside(menu.current, event.target as Node);
    // In the capture phase: React stops a press on a block that stays as served (BlockList) from
    // bubbling past the app's root, so a listener waiting for it to bubble would never hear it.
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, []);
  useOnBackOrForward(useCallback(() => closeGroupsOutside(menu.current, null), []));
  return {
    ref: menu,
    onKeyDown: closeOnEscape,
    // A link followed from an open group: the group closes as the new page shows.
    onClick: (event: MouseEvent<HTMLElement>) => (event.target as Element).closest("a") && closeGroupsOutside(event.currentTarget, null),
    onBlur: (event: FocusEvent<HTMLElement>) => closeGroupsOutside(event.currentTarget, event.relatedTarget),
  };
}
