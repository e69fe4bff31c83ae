import type { CSSObject, Theme } from "@emotion/react";

/** The header's round 44 px icon buttons (search, theme, menus): one look, one touch-target size. */
export const iconButtonStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.pill,
  background: "transparent",
  color: theme.colors.text,
  cursor: "pointer",
  "&:hover": { background: theme.colors.surface },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
