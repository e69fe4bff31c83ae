import type { CSSObject, Theme } from "@emotion/react";
import { Moon, Sun } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { VisuallyHidden } from "../ui/VisuallyHidden.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { inDarkScheme } from "./schemeCss.ts";
import { useColorScheme } from "./useColorScheme.ts";

// Which icon shows is decided by CSS from <html data-theme>, which the boot script (schemeAtLoad.ts)
// set before the first paint: so the icon is right at once, although React only learns the scheme
// after hydration.
const buttonStyles = (theme: Theme): CSSObject => ({
  ...iconButtonStyles(theme),
  "& .sun": { display: "none" },
  [inDarkScheme(".sun")]: { display: "block" },
  [inDarkScheme(".moon")]: { display: "none" },
});

/**
 * The site-wide light/dark switch: a toggle button named 'Dark Mode', pressed while the page is dark
 * (the spec's web-development page labels its switch 'Light Mode' / 'Dark Mode').
 */
export function ThemeToggle() {
  const { dark, toggle } = useColorScheme();
  return (
    <button type="button" css={buttonStyles} aria-pressed={dark} onClick={toggle}>
      <SvgIcon icon={Moon} className="moon" size={20} />
      <SvgIcon icon={Sun} className="sun" size={20} />
      <VisuallyHidden>Dark Mode</VisuallyHidden>
    </button>
  );
}
