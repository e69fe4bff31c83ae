import { useDeferredValue, type ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Header } from "./Header.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SideElements } from "./side/SideElements.tsx";
import { mainContentId } from "../ui/mainContent.ts";
import { drawnWhenNear } from "../ui/drawnWhenNear.ts";
import { CurrentRoute } from "./header/currentRoute.tsx";
import { LanguageTwin } from "./header/LanguageSwitch.tsx";
import { useWords } from "../words/words.ts";

const skipLinkStyles = (theme: Theme): CSSObject => ({
  position: "absolute",
  insetInlineStart: theme.space[3],
  top: -100,
  zIndex: 100,
  padding: `${theme.space[2]}px ${theme.space[4]}px`,
  background: theme.colors.primary,
  color: theme.colors.onBrand,
  borderRadius: theme.radii.sm,
  "&:focus": { top: theme.space[3] },
});

const mainStyles: CSSObject = { outline: "none", minHeight: "60vh" };

/**
 * While a page just shown is painted, the footer below it is styled and laid out only if it nears the
 * screen: the click from a page without it (/contact) to one with it leaves it for after the paint.
 */
const footerStyles = drawnWhenNear(480);

type Props = {
  /** Whether the page shown has the site's footer: it stays mounted, hidden under a page without one. */
  footer?: boolean;
  /** The main content is about to be replaced by a page slow to arrive: a screen reader waits for it. */
  busy?: boolean;
  /** The shown page's own route, which the menu marks (header/currentRoute.ts); its address if not given. */
  currentRoute?: string;
  /** The shown page in the other language, or the nearest page above it there, where the language switch leads. */
  twin?: string;
  /** A page just shown is being painted (app/navigation.ts). */
  painting?: boolean;
  children: ReactNode;
};

/** The frame every page shares: skip link, header, main content and footer. It stays mounted from page to page (App.tsx). */
export function SiteLayout({ footer = true, busy = false, currentRoute, twin, painting = false, children }: Props) {
  // The menu marks the new page in a render of its own after the one that shows it: a context changed
  // in the click would send React through the whole header for its readers before the page is painted.
  const markedRoute = useDeferredValue(currentRoute);
  const switchTo = useDeferredValue(twin);
  const words = useWords();
  return (
    <>
      <a href={`#${mainContentId}`} css={skipLinkStyles}>
        {words.page.skipToContent}
      </a>
      <CurrentRoute value={markedRoute}>
        <LanguageTwin value={switchTo}>
          <Header />
        </LanguageTwin>
      </CurrentRoute>
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} css={mainStyles}>
        {children}
      </main>
      <div hidden={!footer} css={painting ? footerStyles : undefined}>
        <SiteFooter />
      </div>
      <SideElements />
    </>
  );
}
