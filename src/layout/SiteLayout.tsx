import type { ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Header } from "./Header.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SideElements } from "./side/SideElements.tsx";
import { mainContentId } from "../ui/mainContent.ts";
import { CurrentRoute } from "./header/currentRoute.tsx";

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

const mainStyles: CSSObject = { outline: "none", minHeight: "60vh" };

type Props = {
  /** Whether the page shown has the site's footer: it stays mounted, hidden under a page without one. */
  footer?: boolean;
  /** The main content is about to be replaced by a page slow to arrive: a screen reader waits for it. */
  busy?: boolean;
  /** The shown page's own route, which the menu marks (header/currentRoute.ts); its address if not given. */
  currentRoute?: string;
  children: ReactNode;
};

/** The frame every page shares: skip link, header, main content and footer. It stays mounted from page to page (App.tsx). */
export function SiteLayout({ footer = true, busy = false, currentRoute, children }: Props) {
  return (
    <>
      <a href={`#${mainContentId}`} css={skipLinkStyles}>
        Skip to content
      </a>
      <CurrentRoute value={currentRoute}>
        <Header />
      </CurrentRoute>
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} css={mainStyles}>
        {children}
      </main>
      <div hidden={!footer}>
        <SiteFooter />
      </div>
      <SideElements />
    </>
  );
}
