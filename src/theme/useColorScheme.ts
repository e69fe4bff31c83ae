import { useSyncExternalStore } from "react";
import { toggleScheme } from "./schemeSwitches.ts";
import { applyScheme, currentScheme, schemeChangeEvent, storageKey, storedScheme, systemScheme } from "./colorScheme.ts";

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

const showsDark = () => currentScheme() === "dark";

/**
 * Whether the page shows its dark scheme, and a switch to the other one. False on the server and while
 * hydrating (the HTML must match the prerendered page), and the page's own answer right after. A yes or
 * no rather than the scheme's name: on a light page the answer does not change after hydrating, so React
 * has nothing to draw again (a changed answer re-renders in the same task as hydration's effects, which
 * made that task longer on Lighthouse's phone, Total Blocking Time).
 */
export function useColorScheme() {
  const dark = useSyncExternalStore(subscribe, showsDark, () => false);
  // Switches to the other scheme (from what the page shows, even before hydration has finished).
  return { dark, toggle: toggleScheme };
}
