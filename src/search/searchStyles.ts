import type { CSSObject } from "@emotion/react";
import type { AppTheme } from "../theme/theme.ts";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { modalBackdrop } from "../ui/dialogStyles.ts";
import { unstyledList } from "../ui/lists.ts";
import { tint } from "../theme/tint.ts";

/** Result links as the popup and the /search page show them: a title over a muted excerpt. */
export const resultListStyles = (theme: AppTheme): CSSObject => ({
  "& .search-results": unstyledList,
  "& .search-results li + li": { borderTop: `1px solid ${theme.colors.border}` },
  "& .search-results a": {
    display: "block",
    padding: `${theme.space[3]}px ${theme.space[2]}px`,
    color: theme.colors.text,
    textDecoration: "none",
    borderRadius: theme.radii.sm,
  },
  "& .search-results a:hover": { background: theme.colors.surface },
  "& .search-results a:hover .search-result-title": { textDecoration: "underline" },
  "& .search-result-title": { display: "block", color: theme.colors.primary, fontWeight: theme.fontWeights.semibold },
  "& .search-result-snippet": { display: "block", color: theme.colors.muted, fontSize: theme.fontSizes[1] },
  "& mark": { background: tint(theme.colors.focus, 30), color: "inherit", padding: 0 },
});

const fieldStyles = (theme: AppTheme): CSSObject => ({
  width: "100%",
  minHeight: 44,
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  font: "inherit",
  color: theme.colors.text,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

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
  "& .search-dialog-close": iconButtonStyles(theme),
  "& label": { display: "block", marginBottom: theme.space[1], fontWeight: theme.fontWeights.medium },
  "& input": fieldStyles(theme),
  "& :focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  "& .search-dialog-status": { margin: `${theme.space[3]}px 0`, color: theme.colors.muted, minHeight: "1.6em" },
  ...resultListStyles(theme),
  "@media (prefers-reduced-motion: no-preference)": {
    "&[open]": { animation: "search-dialog-in 150ms ease-out" },
    "@keyframes search-dialog-in": { from: { opacity: 0, transform: "translateY(-8px)" }, to: { opacity: 1, transform: "none" } },
  },
});


export const searchPageStyles = (theme: AppTheme): CSSObject => ({
  "& label": { display: "block", marginBottom: theme.space[2], fontWeight: theme.fontWeights.semibold },
  "& .search-page-row": { display: "flex", gap: theme.space[2] },
  "& input": fieldStyles(theme),
  "& button": {
    minHeight: 44,
    padding: `0 ${theme.space[5]}px`,
    font: "inherit",
    fontWeight: theme.fontWeights.semibold,
    color: theme.colors.onBrand,
    background: theme.colors.primary,
    border: 0,
    borderRadius: theme.radii.md,
    cursor: "pointer",
  },
  "& button:hover": { background: theme.colors.primaryDark },
  "& :focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  "& .search-page-status": { margin: `${theme.space[4]}px 0`, color: theme.colors.muted },
  ...resultListStyles(theme),
});
