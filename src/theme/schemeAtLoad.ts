import { schemeSwitchSelector, storageKey } from "./colorScheme.ts";
import { browserChrome } from "./palette.ts";

/**
 * The page's one writer of its colour scheme, <html data-theme> (colours are custom properties keyed
 * on it). It runs as the one inline script of every page, in <head> (scripts/viteSchemeAtLoad.ts writes
 * it there, and each page's Content-Security-Policy allows it by its hash), so the parser runs it before
 * the first paint, whatever the network does:
 *
 * - It sets the scheme before the page is drawn: the visitor's stored choice, or the system's
 *   preference. A visitor who chose dark never sees the light page first. (The first read of
 *   localStorage in a page is slow on a phone; here it comes before the first paint, not in a task
 *   after it.)
 * - It answers a press on any colour-scheme switch (an element matching `switches`: the header's
 *   toggle, a banner's switch) with one listener on the document, from the first paint on: the press
 *   needs no script of the site's and nothing waits for React. In the capture phase, ahead of React,
 *   which holds back clicks inside a part of the page it has not hydrated yet.
 * - It follows the system preference while the visitor has not chosen, and a choice made in another tab.
 *
 * The switches show the scheme by CSS and React reads it from the attribute (ThemeToggle), so nothing
 * keeps a second copy of it.
 *
 * Self-contained on purpose: the build writes this function's own text into the page, where nothing
 * else of the site's code exists, and calls it with the storage key and the switches' selector
 * (colorScheme.ts) and the browser chrome's colours (palette.ts) written in as values, so that those
 * stay in one place each.
 */
export function applySchemeAtLoad(storageKey: string, browserChrome: Readonly<Record<"light" | "dark", string>>, switches: string): void {
  const root = document.documentElement;
  const system = window.matchMedia?.("(prefers-color-scheme: dark)");
  function show(scheme: "light" | "dark") {
    root.dataset.theme = scheme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", browserChrome[scheme]);
  }
  function chosenOrSystem() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // Storage blocked (privacy settings): follow the system preference.
    }
    return stored === "dark" || stored === "light" ? stored : system?.matches ? "dark" : "light";
  }
  show(chosenOrSystem());
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element && event.target.closest(switches))) return;
      const scheme = root.dataset.theme === "dark" ? "light" : "dark";
      show(scheme);
      try {
        localStorage.setItem(storageKey, scheme);
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
    },
    true,
  );
  system?.addEventListener("change", () => show(chosenOrSystem()));
  addEventListener("storage", (event) => event.key === storageKey && show(chosenOrSystem()));
}

/** The site's values the script is called with, each kept in one place (scripts/viteSchemeAtLoad.ts writes the call). */
export const schemeAtLoadArguments = [storageKey, browserChrome, schemeSwitchSelector] as const;
