/**
 * Sets the colour scheme on <html> before the page is drawn, so a visitor who chose dark (or whose
 * system prefers it) does not see the light page first. It runs as the one inline script of every
 * page, in <head> (scripts/viteSchemeAtLoad.ts writes it there, and each page's Content-Security-Policy
 * allows it by its hash): the parser runs it before the first paint, whatever the network does.
 *
 * The first read of localStorage in a page is slow (2-10 ms on this machine, 4 times that on
 * Lighthouse's phone): run from the boot script, it lengthened the task after the first paint that
 * Total Blocking Time counts; here it comes before the first paint.
 *
 * Self-contained on purpose: the build writes this function's own text into the page, where nothing
 * else of the site's code exists, and calls it with the storage key (colorScheme.ts) and the browser
 * chrome's colours (palette.ts) written in as values, so that those stay in one place each.
 */
export function applySchemeAtLoad(storageKey: string, browserChrome: Readonly<Record<"light" | "dark", string>>): void {
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
