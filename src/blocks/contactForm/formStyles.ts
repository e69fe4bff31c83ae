import styled from "@emotion/styled";
import { keyframes, type Theme } from "@emotion/react";
import { tint } from "../../theme/tint.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** The look shared by text inputs and the message box: calm at rest, a clear ring on focus, red when invalid. */
const control = ({ theme }: { theme: Theme }) => ({
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

export const Input = styled.input(control);

export const TextArea = styled.textarea(control, { resize: "vertical", minHeight: 140 });

export const Label = styled.label(({ theme }) => ({
  display: "block",
  marginBottom: theme.space[2],
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
}));

export const ErrorText = styled.p(({ theme }) => ({
  margin: `${theme.space[2]}px 0 0`,
  fontSize: theme.fontSizes[1],
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.danger,
}));

export const SubmitButton = styled.button(({ theme }) => ({
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
}));
