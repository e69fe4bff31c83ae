import { keyframes, type CSSObject, type Theme } from "@emotion/react";
import { tint } from "../../theme/tint.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** The look shared by text inputs and the message box: calm at rest, a clear ring on focus, red when invalid. */
export const controlStyles = (theme: Theme): CSSObject => ({
  display: "block",
  width: "100%",
  minHeight: 48,
  padding: `${theme.space[3]}px ${theme.space[4]}px`,
  font: "inherit",
  fontSize: theme.fontSizes[2],
  lineHeight: theme.lineHeights.body,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  transition: "border-color 150ms ease, box-shadow 150ms ease",
  "&:hover": { borderColor: theme.colors.muted },
  // The site's focus ring stays (GlobalStyles): the pale halo alone is under 3 : 1 against the page.
  "&:focus": { borderColor: theme.colors.primary, boxShadow: `0 0 0 3px ${tint(theme.colors.primary, 25)}` },
  // Invalid: a 2px red frame (border plus an inner ring, so the text does not shift).
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, boxShadow: `inset 0 0 0 1px ${theme.colors.danger}` },
  '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${theme.colors.danger}, 0 0 0 3px ${tint(theme.colors.danger, 20)}` },
});

export const textAreaStyles = (theme: Theme): CSSObject => ({ ...controlStyles(theme), resize: "vertical", minHeight: 140 });

export const labelStyles = (theme: Theme): CSSObject => ({
  display: "block",
  marginBottom: theme.space[2],
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
});

export const errorTextStyles = (theme: Theme): CSSObject => ({
  margin: `${theme.space[2]}px 0 0`,
  fontSize: theme.fontSizes[1],
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.danger,
});

export const submitButtonStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space[2],
  minHeight: 48,
  width: "100%",
  padding: `${theme.space[3]}px ${theme.space[6]}px`,
  font: "inherit",
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.onBrand,
  background: theme.colors.primary,
  border: 0,
  borderRadius: theme.radii.pill,
  cursor: "pointer",
  transition: "background-color 150ms ease, transform 150ms ease",
  "&:hover": { background: theme.colors.primaryDark },
  "&:active": { transform: "translateY(1px)" },
  // Busy sending: aria-disabled rather than disabled, so keyboard focus stays on the button.
  '&[aria-disabled="true"]': { cursor: "progress", opacity: 0.8 },
  "& .spinner": { animation: `${spin} 900ms linear infinite` },
  [theme.mq.sm]: { width: "auto" },
});

/** The form's card: one column on phones, two from 768 px. */
export const formStyles = (theme: Theme): CSSObject => ({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: theme.space[5],
  padding: theme.space[5],
  backgroundColor: theme.colors.background,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
  [theme.mq.sm]: { padding: theme.space[6] },
  [theme.mq.md]: { gridTemplateColumns: "1fr 1fr", padding: theme.space[7] },
});

/** A cell of the form's grid; a wide one spans both columns. min-width 0 lets a long value shrink, not widen, its column. */
export const cellStyles = (wide: boolean) => (theme: Theme): CSSObject => ({
  minWidth: 0,
  ...(wide && { [theme.mq.md]: { gridColumn: "1 / -1" } }),
});

/** The send button and the confirmation beside it (under it on phones). */
export const sendRowStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: 16,
  [theme.mq.sm]: { flexDirection: "row", alignItems: "center" },
});

export const sentStyles = (theme: Theme): CSSObject => ({
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  gap: 8,
  color: theme.colors.success,
  fontWeight: theme.fontWeights.semibold,
});

/** A line of explanation above the form (the plan asked about, a draft brought back). */
export const noteStyles =
  (muted = false) =>
  (theme: Theme): CSSObject => ({ marginBottom: theme.space[5], textAlign: "center", ...(muted && { color: theme.colors.muted }) });
