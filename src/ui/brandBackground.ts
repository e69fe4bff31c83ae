import type { Theme } from "@emotion/react";

/** The brand's gradient, behind the hero banner and the closing call to action (white text sits on it). */
export const brandBackground = (theme: Theme) =>
  `radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.14), transparent 45%),` +
  ` linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 60%, ${theme.colors.accent} 140%)`;

/**
 * On the brand gradient the page's focus ring would not stand out (amber on blue in the light scheme,
 * on light blue in the dark one), so controls there draw it in the band's text colour, which the
 * palette keeps at 4.5 : 1 or more against every colour of the gradient.
 */
export const focusOnBrand = { "--color-focus": "var(--color-on-brand)" } as const;
