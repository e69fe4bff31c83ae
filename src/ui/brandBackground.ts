import type { Theme } from "@emotion/react";

/** The brand's gradient, behind the hero banner and the closing call to action (white text sits on it). */
export const brandBackground = (theme: Theme) =>
  `radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.14), transparent 45%),` +
  ` linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 60%, ${theme.colors.accent} 140%)`;
