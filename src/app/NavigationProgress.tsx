import type { CSSObject, Theme } from "@emotion/react";

const barStyles = (theme: Theme): CSSObject => ({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1000,
  height: 3,
  overflow: "hidden",
  background: theme.colors.border,
  pointerEvents: "none",
  "&::after": {
    content: '""',
    position: "absolute",
    inset: 0,
    width: "40%",
    background: theme.colors.primary,
  },
  // In the rule rather than emotion's keyframes(), which would serialize it as the app starts.
  "@keyframes navigation-progress-sweep": { from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } },
  "@media (prefers-reduced-motion: no-preference)": { "&::after": { animation: "navigation-progress-sweep 1.2s ease-in-out infinite" } },
});

/**
 * A thin bar across the top of the window while a page that has taken more than a second is on its
 * way (App.tsx): the old page stays on screen and usable meanwhile, so the bar is all that says the
 * click was heard. Its length is unknown, so it sweeps (or, with reduced motion, stands still).
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return active ? <div role="progressbar" aria-label="Loading the page" css={barStyles} /> : null;
}
