import { memo, useContext } from "react";
import { CurrentRoute } from "./header/currentRoute.tsx";
import type { CSSObject, Theme } from "@emotion/react";
import { useSiteHeader } from "./siteHeader.ts";
import { LanguageSwitch } from "./header/LanguageSwitch.tsx";
import { twinAddress } from "../shared/language.ts";
import { useLanguage } from "../words/words.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { containerStyles } from "../ui/layoutStyles.ts";
import { SearchButton } from "../search/SearchButton.tsx";
import { ThemeToggle } from "../theme/ThemeToggle.tsx";
import { OffCanvasButton } from "./side/OffCanvasButton.tsx";
import { DesktopMenu } from "./header/DesktopMenu.tsx";
import { MobileMenu } from "./header/MobileMenu.tsx";
import { isFlaggedRoute } from "./header/navigation.ts";
import { useScrolledPast } from "../ui/useScrolledPast.ts";

/** SPEC: the header takes its sticky style once the page is scrolled past 50 px. */
const stickyOffset = 50;

// Sticky at all times, so nothing moves when the "stuck" style comes and goes: it only changes
// paint (shadow, translucent background), never the header's size.
const barStyles = (theme: Theme): CSSObject => ({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: theme.colors.background,
  borderBottom: `1px solid ${theme.colors.border}`,
  transition: "box-shadow 0.2s ease, background-color 0.2s ease",
  "&[data-stuck]": {
    background: `color-mix(in srgb, ${theme.colors.background} 88%, transparent)`,
    backdropFilter: "blur(8px)",
    boxShadow: theme.shadows.card,
  },
});

const rowStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space[2],
  minHeight: 64,
});

// Smaller on a phone, where the row also holds the language switch and four buttons: at 375 px the
// name still takes two lines, as the header's height (and the page's scroll padding) expects.
const brandStyles = (theme: Theme): CSSObject => ({
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes[2],
  [theme.mq.sm]: { fontSize: theme.fontSizes[4] },
  color: theme.colors.text,
  textDecoration: "none",
});

// Below 576 px the five controls are 40 px wide side by side, so that the company's name keeps room down to a 320 px screen.
const actionsStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "center",
  [theme.mq.sm]: { gap: theme.space[1] },
  [theme.mq.sm.replace("@media", "@media not all and")]: { "& > :is(a, button)": { width: 40, minWidth: 40 } },
});

/**
 * The site header: company name, the menu from pages/_site.json (a row of dropdowns from 992 px up,
 * a hamburger and sidebar below) and the action buttons.
 */
export function Header() {
  const route = useContext(CurrentRoute);
  const stuck = useScrolledPast(stickyOffset);
  return (
    <header css={barStyles} data-stuck={stuck ? "" : undefined} data-flagged={route !== undefined && isFlaggedRoute(route) ? "" : undefined}>
      <HeaderRow />
    </header>
  );
}

/** What the header holds, memoised: the header follows the address and the scroll, its contents need not. */
const HeaderRow = memo(function HeaderRow() {
  const siteHeader = useSiteHeader();
  const home = twinAddress("/", useLanguage());
  return (
    <div css={containerStyles}>
      <div css={rowStyles}>
        <SmartLink href={home} css={brandStyles}>
          {siteHeader.companyName}
        </SmartLink>
        <DesktopMenu items={siteHeader.navigation} />
        <div css={actionsStyles}>
          <LanguageSwitch />
          <SearchButton />
          <ThemeToggle />
          <OffCanvasButton />
          <MobileMenu items={siteHeader.navigation} />
        </div>
      </div>
    </div>
  );
});
