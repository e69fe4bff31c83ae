import { useEffect } from "react";

/** Wide enough for the desktop menu: the sidebar has no place there (same 992 px as theme.mq.lg). */
const desktop = "(min-width: 992px)";

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
