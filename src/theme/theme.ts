/**
 * The one design scale every component draws from (styled-system reads it through emotion's
 * ThemeProvider). Page JSON picks tokens from it by name (a tone, a variant), never raw CSS.
 */
import type { Tone } from "../generated/page.ts";

const breakpoints = ["576px", "768px", "992px", "1200px"];

const palette = {
  primary: "#0b5cab",
  primaryDark: "#08427d",
  accent: "#7b3fe4",
  success: "#157f3b",
  warning: "#a15c00",
  danger: "#b42318",
  info: "#0e7490",
} as const;

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
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 36, 48, 56],
  fontWeights: { body: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { body: 1.6, heading: 1.2 },
  radii: { sm: 4, md: 8, lg: 16, pill: 999 },
  shadows: {
    card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)",
    raised: "0 8px 24px rgba(16, 24, 40, 0.14)",
  },
  colors: {
    ...palette,
    text: "#1d2939",
    muted: "#475467",
    background: "#ffffff",
    surface: "#f5f7fb",
    border: "#d0d5dd",
    /** Behind an error notice: a red tint on which `danger` text keeps AA contrast. */
    dangerSurface: "#fef3f2",
    onBrand: "#ffffff",
    focus: "#f59e0b",
  },
} as const;

/** Every tone a page may name maps to a palette colour; the type check fails if the schema adds one. */
export const toneColors: Record<Tone, string> = {
  primary: palette.primary,
  accent: palette.accent,
  success: palette.success,
  warning: palette.warning,
  danger: palette.danger,
  info: palette.info,
};

export type AppTheme = typeof theme;
