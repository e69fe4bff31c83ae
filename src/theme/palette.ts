/**
 * The two colour schemes. Components never see these values: they use `theme.colors.*`, which are
 * `var(--color-*)` references, and GlobalStyles writes these values under `:root` and
 * `[data-theme="dark"]`. Switching the theme is then one attribute on <html>, with no re-render, and
 * the prerendered HTML is right for both schemes.
 *
 * In the dark scheme the brand colours become light tints and `onBrand` becomes near-black: no single
 * blue can reach WCAG AA both as text on a near-black page and as a background under white text, and
 * the same tokens serve both roles (links, buttons, step numbers). palette.test.ts checks every pair.
 * `inverse` / `onInverse` are for a band that stays dark in both schemes (the footer): `text` on
 * `onBrand` would turn into a light band on a dark page.
 */
/** Every colour's name: the theme gives each as the custom property that carries it (theme.ts). */
export const colorNames = [
  "primary",
  "primaryDark",
  "accent",
  "success",
  "warning",
  "danger",
  "info",
  "text",
  "muted",
  "background",
  "surface",
  "border",
  "dangerSurface",
  "onBrand",
  "inverse",
  "onInverse",
  "focus",
] as const;

export type ColorName = (typeof colorNames)[number];

export type Palette = Record<ColorName, string>;

export const lightPalette: Palette = {
  primary: "#0b5cab",
  primaryDark: "#08427d",
  accent: "#7b3fe4",
  success: "#157f3b",
  warning: "#a15c00",
  danger: "#b42318",
  info: "#0e7490",
  text: "#1d2939",
  muted: "#475467",
  background: "#ffffff",
  surface: "#f5f7fb",
  border: "#d0d5dd",
  dangerSurface: "#fef3f2",
  onBrand: "#ffffff",
  inverse: "#1d2939",
  onInverse: "#ffffff",
  // Dark amber: a light amber ring on white reached only 2.2 : 1, under the 3 : 1 WCAG 1.4.11 asks.
  focus: "#b45309",
};

export const darkPalette: Palette = {
  primary: "#6cb0f5",
  primaryDark: "#9ccbfa",
  accent: "#b79cf7",
  success: "#5fd08a",
  warning: "#f0b55b",
  danger: "#ff8f85",
  info: "#5fc9de",
  text: "#e7ecf3",
  muted: "#a9b4c4",
  background: "#0d1117",
  surface: "#161c25",
  border: "#3a4556",
  dangerSurface: "#3b1613",
  onBrand: "#0b1220",
  inverse: "#05080c",
  onInverse: "#e7ecf3",
  focus: "#f5a524",
};

export const shadowNames = ["card", "raised"] as const;

export type ShadowName = (typeof shadowNames)[number];

/** Shadows differ too: a dark page needs deeper shadows for a card to still look raised. */
export const lightShadows: Record<ShadowName, string> = {
  card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)",
  raised: "0 8px 24px rgba(16, 24, 40, 0.14)",
};

export const darkShadows: typeof lightShadows = {
  card: "0 1px 2px rgba(0, 0, 0, 0.5), 0 4px 12px rgba(0, 0, 0, 0.45)",
  raised: "0 8px 24px rgba(0, 0, 0, 0.6)",
};

/**
 * The browser chrome's colour (meta theme-color) per scheme, also written into the page's scheme script
 * (schemeAtLoad.ts). Marked pure, which the bundler cannot tell by itself (reading a property might run
 * a getter): the built app, which needs only the colours' names, carries none of their values.
 */
export const browserChrome = /* @__PURE__ */ (() => ({ light: lightPalette.primary, dark: darkPalette.background }) as const)();

/** `primaryDark` → `--color-primary-dark`. */
export const colorVariable = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
export const shadowVariable = (name: string) => `--shadow-${name}`;
