import { browserChrome } from "./palette.ts";

export type ColorScheme = "light" | "dark";

/** Where the visitor's choice is kept; the page's inline script (schemeAtLoad.ts) reads and writes it. */
export const storageKey = "theme";

/**
 * What marks a colour-scheme switch (ThemeToggle, ThemeSwitch): a press on any element it matches
 * switches the scheme, answered by the page's inline script (schemeAtLoad.ts), not by a handler of its own.
 */
export const schemeSwitchAttribute = "data-scheme-switch";
export const schemeSwitchSelector = `[${schemeSwitchAttribute}]`;

/**
 * Shows `scheme` without remembering it (the studio's preview follows the studio's choice): one attribute
 * on <html> (colours are custom properties) and the browser chrome's colour.
 */
export function applyScheme(scheme: ColorScheme) {
  document.documentElement.dataset.theme = scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", browserChrome[scheme]);
}
