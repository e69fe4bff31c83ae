import { useEffect, type RefObject } from "react";
import { theme } from "../../theme/theme.ts";

/** Wide enough for the desktop menu (theme.mq.lg, where CSS hides the hamburger): no place for the sidebar. */
const desktop = `(min-width: ${theme.breakpoints[2]})`;

/**
 * Closes the open `dialog` when the page scrolls (SPEC: the sidebar "closes ... on scroll") and when
 * the window grows to desktop width, where the hamburger is hidden and the sidebar would be left open
 * with no visible way back to it. Listening all along costs a property read per event, and also
 * catches a sidebar the visitor opened before React took over.
 */
export function useCloseOnScrollOrDesktop(dialog: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const close = () => {
      if (dialog.current?.open) dialog.current.close();
    };
    const closeOnDesktop = () => {
      if (dialog.current?.open && window.matchMedia(desktop).matches) dialog.current.close();
    };
    window.addEventListener("scroll", close, { passive: true });
    window.addEventListener("resize", closeOnDesktop);
    return () => {
      window.removeEventListener("scroll", close);
      window.removeEventListener("resize", closeOnDesktop);
    };
  }, [dialog]);
}
