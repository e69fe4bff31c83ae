import { useEffect } from "react";
import { theme } from "../../theme/theme.ts";

/** Wide enough for the desktop menu (theme.mq.lg, where CSS hides the hamburger): no place for the sidebar. */
const desktop = `(min-width: ${theme.breakpoints[2]})`;

/**
 * While the sidebar is `open`, closes it when the page scrolls (SPEC: "closes ... on scroll") and
 * when the window grows to desktop width, where the hamburger is hidden and the sidebar would be
 * left open with no visible way back to it.
 */
export function useCloseWhen(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(desktop);
    const onWide = () => wide.matches && close();
    window.addEventListener("scroll", close, { passive: true });
    wide.addEventListener("change", onWide);
    return () => {
      window.removeEventListener("scroll", close);
      wide.removeEventListener("change", onWide);
    };
  }, [open, close]);
}
