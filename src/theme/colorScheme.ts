import { browserChrome } from "./palette.ts";

export type ColorScheme = "light" | "dark";

/** Where the visitor's choice is kept; the page's inline script (schemeAtLoad.ts) reads it as the page loads. */
export const storageKey = "theme";

const isScheme = (value: unknown): value is ColorScheme => value === "light" || value === "dark";

/** The visitor's remembered choice, or null when they never chose (or storage is blocked). */
export function storedScheme(): ColorScheme | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isScheme(value) ? value : null;
  } catch {
    return null;
  }
}

export const systemScheme = (): ColorScheme =>
  window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";

/** The scheme the page shows now (the inline script set it; the system preference if it could not run). */
export function currentScheme(): ColorScheme {
  const value = document.documentElement.dataset.theme;
  return isScheme(value) ? value : systemScheme();
}

/** Fired on document whenever the page changes scheme, so every switch on the page shows the new state. */
export const schemeChangeEvent = "schemechange";

/** Shows `scheme`: one attribute on <html> (colours are custom properties) and the browser chrome's colour. */
export function applyScheme(scheme: ColorScheme) {
  document.documentElement.dataset.theme = scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", browserChrome[scheme]);
  document.dispatchEvent(new Event(schemeChangeEvent));
}

/** Shows `scheme` and remembers it, so it wins over the system preference from now on. */
export function chooseScheme(scheme: ColorScheme) {
  applyScheme(scheme);
  try {
    window.localStorage.setItem(storageKey, scheme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
