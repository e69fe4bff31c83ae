/**
 * Sets the colour scheme on <html> before the page is drawn, so a visitor who chose dark (or whose
 * system prefers it) does not see the light page first. The boot script (entry-client.tsx) runs this
 * before anything else; it is a module script, so it runs once the HTML is parsed, before
 * DOMContentLoaded. Without a stored choice CSS follows the system preference by itself, so only a
 * returning visitor depends on it, and such a visitor has the boot script cached.
 *
 * Self-contained on purpose: importing colorScheme.ts or palette.ts would pull the site's shell into
 * the boot script's first request. themeInit.test.ts keeps the key and the colours in step with them.
 */
const storageKey = "theme";
const browserChrome = { light: "#0b5cab", dark: "#0d1117" } as const;

export function applySchemeAtLoad(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (privacy settings): follow the system preference.
  }
  const scheme = stored === "dark" || stored === "light" ? stored : window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-theme", scheme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", browserChrome[scheme]);
}
