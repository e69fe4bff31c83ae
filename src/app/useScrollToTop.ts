import { useLayoutEffect, useRef } from "react";
import { mainContent } from "../ui/mainContent.ts";

/**
 * A new page starts at the top, as after a full page load (SPEC: "Changing the path scrolls ... to the
 * top"), with the focus on its content for keyboard and screen reader users: when `shown` (the page on
 * screen) changes, before the browser paints it. The first render is left alone, so the browser can
 * restore its position.
 */
export function useScrollToTop(shown: string) {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) return void (first.current = false);
    scrollTo(0, 0);
    mainContent()?.focus({ preventScroll: true });
  }, [shown]);
}
