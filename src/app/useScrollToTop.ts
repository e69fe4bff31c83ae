import { useEffect, useRef } from "react";
import { mainContent } from "../ui/mainContent.ts";

/**
 * A new page starts at the top, as a full page load would (SPEC: "Changing the path scrolls ... to
 * the top"), once it is on screen: `shown` is the address of the page shown (usePageTransition), which
 * changes when the new page replaces the old, not when the link is clicked. The first render is left
 * alone so the browser can restore its position.
 */
export function useScrollToTop(shown: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // Move focus to the new content so keyboard and screen reader users start there too.
    mainContent()?.focus({ preventScroll: true });
  }, [shown]);
}
