import { useId } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { useSite } from "../words/site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { containerStyles } from "../ui/layoutStyles.ts";
import { CountryFlags } from "./footer/CountryFlags.tsx";
import { SocialLinks } from "./footer/SocialLinks.tsx";
import { useCurrentYear } from "./footer/useCurrentYear.ts";
import { copyrightLine } from "./footer/copyright.ts";
import { unstyledList } from "../ui/lists.ts";
import { tint } from "../theme/tint.ts";
import { focusRingIn } from "../theme/focusRing.ts";
import { useWords } from "../words/words.ts";
import { useBlockWords } from "../words/blockWords.ts";

// One column on phones, the company beside its links from 768 px, three columns from 992 px.
const columnsStyles = (theme: Theme): CSSObject => ({
  display: "grid",
  gap: theme.space[6],
  gridTemplateColumns: "1fr",
  [theme.mq.md]: { gridTemplateColumns: "1fr 1fr" },
  [theme.mq.lg]: { gridTemplateColumns: "2fr 1fr 1fr" },
});

const headingStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[3],
  marginBottom: theme.space[3],
});

const linkListStyles = (theme: Theme): CSSObject => ({
  ...unstyledList,
  display: "grid",
  gap: theme.space[2],
  a: { color: "inherit", textUnderlineOffset: 3 },
  "a:hover": { textDecorationThickness: 2 },
});

// Below 768 px the bottom padding leaves room for the floating back-to-top button. The page's focus
// ring is dark in the light scheme; on the footer's dark band it takes the band's text colour.
const bandStyles = (theme: Theme): CSSObject => ({
  backgroundColor: theme.colors.inverse,
  color: theme.colors.onInverse,
  paddingTop: theme.space[7],
  paddingBottom: theme.space[9],
  [theme.mq.md]: { paddingBottom: theme.space[7] },
  ...focusRingIn("onInverse"),
});

const companyStyles = (theme: Theme): CSSObject => ({ fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes[4], marginBottom: theme.space[2] });

// White on the text colour (#1d2939) is about 15:1; the softer lines keep white at 90 % (over 11:1).
const soft: CSSObject = { opacity: 0.9 };

const copyrightStyles = (theme: Theme): CSSObject => ({
  ...soft,
  marginTop: theme.space[6],
  marginBottom: 0,
  paddingTop: theme.space[5],
  fontSize: theme.fontSizes[1],
  borderTop: `1px solid ${tint(theme.colors.onInverse, 20)}`,
});

/** The footer every page shows unless its page file turns it off: company, support links, socials, flags, copyright. */
export function Footer() {
  const year = useCurrentYear();
  const words = useWords();
  const { footer } = useBlockWords();
  const site = useSite();
  // Not fixed ids: a footer drawn ahead, hidden, can stand beside the one on screen (SiteLayout.tsx).
  const supportId = useId();
  const socialId = useId();
  return (
    <footer css={bandStyles}>
      <div css={containerStyles}>
        <div css={columnsStyles}>
          <div>
            <p css={companyStyles}>{site.company.name}</p>
            <p css={soft}>{site.company.tagline}</p>
            <CountryFlags />
          </div>
          <nav aria-labelledby={supportId}>
            <h2 id={supportId} css={headingStyles}>
              {footer.support}
            </h2>
            <ul css={linkListStyles}>
              {site.footer.support.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby={socialId}>
            <h2 id={socialId} css={headingStyles}>
              {footer.followUs}
            </h2>
            <SocialLinks />
          </nav>
        </div>
        <p css={copyrightStyles} data-copyright>
          {copyrightLine(year, words, site.company.name)}
        </p>
      </div>
    </footer>
  );
}
