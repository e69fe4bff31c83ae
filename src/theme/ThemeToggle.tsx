import { useSyncExternalStore } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Moon, Sun } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { VisuallyHidden } from "../ui/VisuallyHidden.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { inDarkScheme } from "./schemeCss.ts";
import { schemeSwitchAttribute } from "./colorScheme.ts";
import { useWords } from "../words/words.ts";

// Which icon shows is decided by CSS from <html data-theme>, which the inline script (schemeAtLoad.ts)
// set before the first paint and sets again on every press: so the icon is right at once.
const buttonStyles = (theme: Theme): CSSObject => ({
  ...iconButtonStyles(theme),
  "& .sun": { display: "none" },
  [inDarkScheme(".sun")]: { display: "block" },
  [inDarkScheme(".moon")]: { display: "none" },
});

/** Tells React when <html data-theme> changes: the inline script writes it, React only reads it. */
function onSchemeChange(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

// A yes or no rather than the scheme's name: on a light page the answer is the same as the prerendered
// HTML's, so hydrating draws nothing again (a re-render in the same task as hydration's effects made
// that task long on a slow phone: Total Blocking Time).
const showsDark = () => document.documentElement.dataset.theme === "dark";

/**
 * The site-wide light/dark switch: a toggle button named 'Dark Mode', pressed while the page is dark
 * (the spec's web-development page labels its switch 'Light Mode' / 'Dark Mode'). It has no handler: the
 * page's inline script answers a press on it, also before React has the page (schemeAtLoad.ts).
 * `aria-pressed` is React's, false in the prerendered HTML, so on a page that starts dark it says so
 * only once React has the page.
 */
export function ThemeToggle() {
  const dark = useSyncExternalStore(onSchemeChange, showsDark, () => false);
  const words = useWords();
  return (
    <button type="button" css={buttonStyles} aria-pressed={dark} {...{ [schemeSwitchAttribute]: "" }}>
      <SvgIcon icon={Moon} className="moon" size={20} />
      <SvgIcon icon={Sun} className="sun" size={20} />
      <VisuallyHidden>{words.colorScheme.darkMode}</VisuallyHidden>
    </button>
  );
}
