import type { CSSObject, Theme } from "@emotion/react";
import { Moon, Sun } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { inDarkScheme } from "./schemeCss.ts";
import { tint } from "./tint.ts";
import { schemeSwitchAttribute } from "./colorScheme.ts";
import { useWords } from "../words/words.ts";

// The button names the scheme it switches to. Which name shows is decided by CSS from <html data-theme>,
// set before the first paint, so the label is right at once and the prerendered HTML fits both schemes.
// The hidden name is display:none, so it is not part of the button's accessible name either.
const buttonStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space[2],
  minHeight: 40,
  padding: `${theme.space[1]}px ${theme.space[4]}px`,
  border: "1px solid currentColor",
  borderRadius: theme.radii.pill,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: theme.fontSizes[1],
  fontWeight: theme.fontWeights.semibold,
  cursor: "pointer",
  "&:hover": { background: tint("currentColor", 12) },
  "& .to-dark, & .to-light": { alignItems: "center", gap: theme.space[2] },
  "& .to-dark": { display: "inline-flex" },
  "& .to-light": { display: "none" },
  [inDarkScheme(".to-dark")]: { display: "none" },
  [inDarkScheme(".to-light")]: { display: "inline-flex" },
});

/**
 * A labelled light/dark switch for a page's banner ('Dark Mode' / 'Light Mode'), sharing the header
 * switch's state. It has no handler: the page's inline script answers a press on it from the first
 * paint (schemeAtLoad.ts), so the banner that holds it needs no code of its own.
 */
export function ThemeSwitch() {
  const words = useWords();
  return (
    <button type="button" css={buttonStyles} {...{ [schemeSwitchAttribute]: "" }}>
      <span className="to-dark">
        <SvgIcon icon={Moon} size={16} />
        {words.colorScheme.darkMode}
      </span>
      <span className="to-light">
        <SvgIcon icon={Sun} size={16} />
        {words.colorScheme.lightMode}
      </span>
    </button>
  );
}
