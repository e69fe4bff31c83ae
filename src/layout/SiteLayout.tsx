import type { ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Header } from "./Header.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SideElements } from "./side/SideElements.tsx";
import { leftForLater, mainContentId } from "../ui/mainContent.ts";
import { CurrentRoute } from "./header/currentRoute.tsx";
import { Ahead } from "../app/Ahead.tsx";

const skipLinkStyles = (theme: Theme): CSSObject => ({
  position: "absolute",
  left: theme.space[3],
  top: -100,
  zIndex: 100,
  padding: `${theme.space[2]}px ${theme.space[4]}px`,
  background: theme.colors.primary,
  color: theme.colors.onBrand,
  borderRadius: theme.radii.sm,
  "&:focus": { top: theme.space[3] },
});

/**
 * The click that shows a page lays out and paints only the sections on screen (content-visibility:
 * auto past the first two, each 600 px until measured), and the rest at the browser's first idle
 * moment (useJustShown.ts). A page laid out only on the click (not drawn ahead) gains most: the long
 * pages (home, an article) painted about 50 ms sooner on a throttled phone (medians of five). For a
 * page laid out ahead (app/layOutAhead.ts) the rule neither helped nor hurt (A/B, 5 runs). The footer
 * under it, drawn ahead with it (hidden, not laid out) or kept from the page before, waits likewise:
 * the new page was drawn 24-48 ms sooner after the click on four links of the bench's navigation pass
 * (medians of five, 4x CPU, A/B interleaved). Only then: with it for good, the sections would change
 * size as they scroll into view (a press landing off its target) and, after a change of colours, fade
 * into the new ones on arrival.
 */
const mainStyles: CSSObject = {
  outline: "none",
  minHeight: "60vh",
  "&[data-just-shown] > * + * + *, &[data-just-shown] ~ footer": leftForLater,
};

type Props = {
  /** "served" on the page the visitor arrived on, which keeps the server's footer (SiteFooter). */
  footer?: boolean | "served";
  /**
   * The page drawn ahead (pageAhead.ts) has the footer: it is drawn ahead too, hidden, where the page
   * on screen has none or keeps the server's, which the click then replaces by the drawn one.
   */
  footerAhead?: boolean;
  /** The main content is about to be replaced by a page slow to arrive: a screen reader waits for it. */
  busy?: boolean;
  /** The main content has just replaced another page's (useJustShown.ts). */
  justShown?: boolean;
  /** The shown page's own route, which the menu marks (header/currentRoute.ts); its address if not given. */
  currentRoute?: string;
  children: ReactNode;
};

/**
 * The frame every page shares: skip link, header, main content and (unless turned off) the footer.
 * It stays mounted from page to page (App.tsx); a footer changing from the server's to one drawn in
 * the browser is a new footer (its own slot), never an update of the kept one (see KeepServedHtml).
 */
export function SiteLayout({ footer = true, footerAhead = false, busy = false, justShown = false, currentRoute, children }: Props) {
  return (
    <>
      <a href={`#${mainContentId}`} css={skipLinkStyles}>
        Skip to content
      </a>
      <CurrentRoute value={currentRoute}>
        <Header />
      </CurrentRoute>
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} data-just-shown={justShown || undefined} css={mainStyles}>
        {children}
      </main>
      {footer === "served" && <SiteFooter served />}
      {(footer === true || footerAhead) && (
        <Ahead hidden={footer !== true}>
          <SiteFooter served={false} />
        </Ahead>
      )}
      <SideElements />
    </>
  );
}
