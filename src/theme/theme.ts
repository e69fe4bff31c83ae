/**
 * The one design scale every component draws from (styled-system reads it through emotion's
 * ThemeProvider). Page JSON picks tokens from it by name (a tone, a variant), never raw CSS.
 */
import type { Tone } from "../generated/page.ts";
import { colorNames, colorVariable, shadowNames, shadowVariable, type ColorName, type ShadowName } from "./palette.ts";

const breakpoints = ["576px", "768px", "992px", "1200px"];

/** Every colour is a custom property (see palette.ts): `var(--color-text)`, never a raw value. */
const colors = Object.fromEntries(colorNames.map((name) => [name, `var(${colorVariable(name)})`])) as Record<ColorName, string>;

const shadows = Object.fromEntries(shadowNames.map((name) => [name, `var(${shadowVariable(name)})`])) as Record<ShadowName, string>;

/** The site's own typeface, self-hosted (src/theme/fontFaces.ts declares its files). */
export const webFontFamily = "Inter Variable";
const fontStack = `"${webFontFamily}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

export const theme = {
  breakpoints,
  /** Media queries for the same breakpoints, for hand-written emotion styles. */
  mq: {
    sm: `@media (min-width: ${breakpoints[0]})`,
    md: `@media (min-width: ${breakpoints[1]})`,
    lg: `@media (min-width: ${breakpoints[2]})`,
    xl: `@media (min-width: ${breakpoints[3]})`,
  },
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: "1200px", narrow: "760px" },
  fonts: {
    body: fontStack,
    heading: fontStack,
  },
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 36, 48, 56],
  fontWeights: { body: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { body: 1.6, heading: 1.2 },
  radii: { sm: 4, md: 8, lg: 16, pill: 999 },
  shadows,
  colors,
} as const;

/** Every tone a page may name maps to a palette colour; the type check fails if the schema adds one. */
export const toneColors: Record<Tone, string> = {
  primary: colors.primary,
  accent: colors.accent,
  success: colors.success,
  warning: colors.warning,
  danger: colors.danger,
  info: colors.info,
};

export type AppTheme = typeof theme;
