import type { CSSObject, Theme } from "@emotion/react";
import { ArrowUp } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { useScrolledPast } from "../../ui/useScrolledPast.ts";
import { mainContent } from "../../ui/mainContent.ts";
import { useWords } from "../../words/words.ts";

/** How far down (px) the page must be scrolled before the control appears: about one screen. */
const SHOW_AFTER = 400;

// Hidden with visibility (not display) so it can fade; visibility: hidden also takes it out of the tab
// order and the accessibility tree, so a keyboard user never lands on an invisible button.
const buttonStyles = (theme: Theme, shown: boolean): CSSObject => ({
  position: "fixed",
  insetInlineEnd: theme.space[4],
  bottom: theme.space[4],
  zIndex: 15,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.onBrand,
  boxShadow: theme.shadows.raised,
  cursor: "pointer",
  opacity: shown ? 1 : 0,
  visibility: shown ? "visible" : "hidden",
  transform: shown ? "none" : "translateY(12px)",
  transition: "opacity 0.25s, transform 0.25s, visibility 0.25s",
  "&:hover": { background: theme.colors.primaryDark },
  [theme.mq.md]: { insetInlineEnd: theme.space[5], bottom: theme.space[5] },
});

/** Sends the visitor back to the top: smoothly unless they asked for less motion. */
function backToTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  // The button hides at the top, so a keyboard user's focus goes to the main content's start (the skip
  // link's target), without a jump that would cut the smooth scroll short.
  mainContent()?.focus({ preventScroll: true });
}

/** A round "back to top" button in the bottom corner, shown once the page is scrolled past one screen. */
export function BackToTop() {
  const shown = useScrolledPast(SHOW_AFTER);
  const words = useWords();
  return (
    <button type="button" css={(theme) => buttonStyles(theme, shown)} onClick={backToTop} aria-label={words.side.backToTop}>
      <SvgIcon icon={ArrowUp} size={22} />
    </button>
  );
}
