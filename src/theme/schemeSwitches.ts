import { chooseScheme, currentScheme } from "./colorScheme.ts";

/** Switches to the scheme the page does not show now, and remembers the choice. */
export const toggleScheme = () => chooseScheme(currentScheme() === "dark" ? "light" : "dark");

/**
 * Makes every colour-scheme switch in a page's blocks (a button marked data-scheme-switch, as a
 * banner's ThemeSwitch is) work, with one listener on the window: the
 * switch needs no handler of its own, so the banner that holds it has no behaviour and stays as the
 * server rendered it on the page a visitor arrives on (registry.ts), its code never downloaded. The
 * switch's label follows the scheme by CSS alone (ThemeSwitch). In the capture phase, before React,
 * which holds back clicks inside a block it has not hydrated.
 */
export function switchSchemeFromBlocks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("[data-scheme-switch]")) toggleScheme();
  };
  addEventListener("click", onClick, { capture: true });
  return () => removeEventListener("click", onClick, { capture: true });
}
