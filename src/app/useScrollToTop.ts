import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { mainContent } from "../layout/mainContent.ts";

/**
 * A new address starts at the top of the page, as a full page load would (SPEC: "Changing the path
 * scrolls ... to the top"). The first render is left alone so the browser can restore its position.
 */
export function useScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // Move focus to the new content so keyboard and screen reader users start there too.
    mainContent()?.focus({ preventScroll: true });
  }, [location]);
}
