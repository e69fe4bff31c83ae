import type { CSSObject } from "@emotion/react";
import type { AppTheme } from "../theme/theme.ts";
import { modalBackdrop } from "../ui/dialogStyles.ts";

/** The keyword field, in the popup and on the /search page alike. */
export const fieldStyles = (theme: AppTheme): CSSObject => ({
  width: "100%",
  minHeight: 44,
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  font: "inherit",
  color: theme.colors.text,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

/**
 * The search popup, as every page's header carries it; the results' look comes with their code
 * (resultListStyles). Nothing sets `display`: a closed dialog keeps the browser's display: none.
 */
export const dialogStyles = (theme: AppTheme): CSSObject => ({
  width: "min(640px, calc(100vw - 32px))",
  maxHeight: "min(80vh, 720px)",
  margin: "10vh auto auto",
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  color: theme.colors.text,
  background: theme.colors.background,
  ...modalBackdrop,
  "& .search-dialog-body": { padding: theme.space[5] },
  "& .search-dialog-head": { display: "flex", alignItems: "center", justifyContent: "space-between", marginBottom: theme.space[3] },
  "& h2": { margin: 0, fontSize: theme.fontSizes[4] },
  "& label": { display: "block", marginBottom: theme.space[1], fontWeight: theme.fontWeights.medium },
  "& input": fieldStyles(theme),
  "& :focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  "& .search-dialog-status": { margin: `${theme.space[3]}px 0`, color: theme.colors.muted, minHeight: "1.6em" },
  "@media (prefers-reduced-motion: no-preference)": {
    "&[open]": { animation: "search-dialog-in 150ms ease-out" },
    "@keyframes search-dialog-in": { from: { opacity: 0, transform: "translateY(-8px)" }, to: { opacity: 1, transform: "none" } },
  },
});
