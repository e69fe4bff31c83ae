import { use, type ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Header } from "./Header.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SideElements } from "./side/SideElements.tsx";
import { MainBusy, mainContentId } from "./mainContent.ts";

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
 * The frame every page shares: skip link, header, main content and (unless turned off) the footer.
 * `footer` is "served" on the page the visitor arrived on, which keeps the server's (SiteFooter).
 */
export function SiteLayout({ footer = true, children }: { footer?: boolean | "served"; children: ReactNode }) {
  const busy = use(MainBusy);
  return (
    <>
      <a href={`#${mainContentId}`} css={skipLinkStyles}>
        Skip to content
      </a>
      <Header />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} css={{ outline: "none", minHeight: "60vh" }}>
        {children}
      </main>
      {footer && <SiteFooter served={footer === "served"} />}
      <SideElements />
    </>
  );
}
