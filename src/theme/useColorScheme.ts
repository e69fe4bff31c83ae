import { useSyncExternalStore } from "react";
import { toggleScheme } from "./schemeSwitches.ts";
import { applyScheme, currentScheme, schemeChangeEvent, storageKey, storedScheme, systemScheme, type ColorScheme } from "./colorScheme.ts";

/**
 * Keeps the page's scheme up to date while anything shows it: it follows the system preference while
 * the visitor has not chosen, and choices made in other tabs. Every change goes through applyScheme,
 * which tells each subscriber (the header's switch and a page's switch stay in step).
 */
function subscribe(onChange: () => void) {
  const media = window.matchMedia?.("(prefers-color-scheme: dark)");
  const followSystem = () => {
    if (!storedScheme()) applyScheme(systemScheme());
  };
  const followOtherTab = (event: StorageEvent) => {
    if (event.key === storageKey) applyScheme(storedScheme() ?? systemScheme());
  };
  document.addEventListener(schemeChangeEvent, onChange);
  media?.addEventListener("change", followSystem);
  window.addEventListener("storage", followOtherTab);
  return () => {
    document.removeEventListener(schemeChangeEvent, onChange);
    media?.removeEventListener("change", followSystem);
    window.removeEventListener("storage", followOtherTab);
  };
}

/**
 * The scheme the page shows and a switch to the other one. `scheme` is null on the server and while
 * hydrating (the HTML must match the prerendered page), and the scheme on <html> right after.
 */
export function useColorScheme() {
  const scheme = useSyncExternalStore<ColorScheme | null>(subscribe, currentScheme, () => null);
  // Switches to the other scheme (from what the page shows, even before hydration has finished).
  return { scheme, toggle: toggleScheme };
}
