import { createContext, useContext } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { fullLoadAttribute } from "../../ui/linkKind.ts";
import { otherLanguage, twinAddress } from "../../shared/language.ts";
import { useLanguage, useWords } from "../../words/words.ts";
import { visuallyHidden } from "../../ui/VisuallyHidden.tsx";

/**
 * The same page in the other language, or the nearest page above it written there (the route table's
 * `twin`), handed down by SiteLayout as the menu's route is. Without it (the studio's preview, a
 * component test), the other language's home page.
 */
export const LanguageTwin = createContext<string | undefined>(undefined);

const switchStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  paddingInline: theme.space[2],
  borderRadius: theme.radii.pill,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: "none",
  "&:hover": { background: theme.colors.surface },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

/** On a phone, whose header row holds the company's name and five controls in 375 px, the short name shows and the whole one is read. */
const wholeName = (theme: Theme): CSSObject => ({ [theme.mq.md.replace("@media", "@media not all and")]: visuallyHidden });
const shortName = (theme: Theme): CSSObject => ({ [theme.mq.md]: { display: "none" } });

/**
 * The header's link to this page in the other language: a plain link, which works without JavaScript
 * and loads the page whole (a document is in one language). It names the language in that language
 * ("العربية", "English"), marked so that a screen reader reads it so, and remembers nothing.
 */
export function LanguageSwitch() {
  const other = otherLanguage(useLanguage());
  const twin = useContext(LanguageTwin) ?? twinAddress("/", other);
  const words = useWords().header;
  return (
    <a href={twin} hrefLang={other} lang={other} {...{ [fullLoadAttribute]: "" }} css={switchStyles}>
      <span aria-hidden="true" css={shortName}>
        {words.otherLanguageShort}
      </span>
      <span css={wholeName}>{words.otherLanguage}</span>
    </a>
  );
}
