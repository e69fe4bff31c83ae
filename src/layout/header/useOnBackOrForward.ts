import { useEffect } from "react";

/**
 * Runs `onChange` when the visitor moves through the history (Back, Forward). A link followed inside a
 * menu is handled where it is pressed, and one elsewhere takes the press or the focus out of the menu
 * first: so no menu follows the address, nor draws again at every move to another page.
 */
export function useOnBackOrForward(onChange: () => void) {
  useEffect(() => {
    addEventListener("popstate", onChange);
    return () => removeEventListener("popstate", onChange);
  }, [onChange]);
}
