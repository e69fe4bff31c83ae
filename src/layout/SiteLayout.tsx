import type { ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Header } from "./Header.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SideElements } from "./side/SideElements.tsx";
import { mainContentId } from "./mainContent.ts";
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

type Props = {
  /** "served" on the page the visitor arrived on, which keeps the server's footer (SiteFooter). */
  footer?: boolean | "served";
  /** The page drawn ahead (pageAhead.ts) has the footer: it is drawn ahead too, hidden, where the page on screen has none. */
  footerAhead?: boolean;
  /** The main content is about to be replaced by a page slow to arrive: a screen reader waits for it. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The frame every page shares: skip link, header, main content and (unless turned off) the footer.
 * It stays mounted from page to page (App.tsx); a footer changing from the server's to one drawn in
 * the browser is a new footer (its key), never an update of the kept one (see KeepServedHtml).
 */
export function SiteLayout({ footer = true, footerAhead = false, busy = false, children }: Props) {
  return (
    <>
      <a href={`#${mainContentId}`} css={skipLinkStyles}>
        Skip to content
      </a>
      <Header />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} css={{ outline: "none", minHeight: "60vh" }}>
        {children}
      </main>
      {footer === "served" ? (
        <SiteFooter key="served" served />
      ) : (
        (footer || footerAhead) && (
          <Ahead key="drawn" hidden={!footer}>
            <SiteFooter served={false} />
          </Ahead>
        )
      )}
      <SideElements />
    </>
  );
}
