import { useCallback, useEffect, useState } from "react";
import { applyScheme, chooseScheme, currentScheme, storageKey, storedScheme, systemScheme, type ColorScheme } from "./colorScheme.ts";

/**
 * The scheme the page shows and a way to choose one. `scheme` is null on the server and in the first
 * client render (the HTML must match), and is read from <html> in an effect right after.
 * It follows the system preference while the visitor has not chosen, and choices made in other tabs.
 */
export function useColorScheme() {
  const [scheme, setScheme] = useState<ColorScheme | null>(null);

  useEffect(() => {
    setScheme(currentScheme());
    const media = window.matchMedia?.("(prefers-color-scheme: dark)");
    const followSystem = () => {
      if (storedScheme()) return;
      applyScheme(systemScheme());
      setScheme(systemScheme());
    };
    const followOtherTab = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      const next = storedScheme() ?? systemScheme();
      applyScheme(next);
      setScheme(next);
    };
    media?.addEventListener("change", followSystem);
    window.addEventListener("storage", followOtherTab);
    return () => {
      media?.removeEventListener("change", followSystem);
      window.removeEventListener("storage", followOtherTab);
    };
  }, []);

  const choose = useCallback((next: ColorScheme) => {
    chooseScheme(next);
    setScheme(next);
  }, []);

  return { scheme, choose };
}
