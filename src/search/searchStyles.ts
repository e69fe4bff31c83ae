import type { CSSObject } from "@emotion/react";
import type { AppTheme } from "../theme/theme.ts";
import { unstyledList } from "../ui/lists.ts";
import { tint } from "../theme/tint.ts";
import { fieldStyles } from "./searchDialogStyles.ts";

/**
 * Result links as the popup and the /search page show them: a title over a muted excerpt. With the code
 * that shows results (LiveSearch, the /search page), not with every page's header.
 */
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
