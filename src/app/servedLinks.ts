import { navigate } from "wouter/use-browser-location";
import { linkKind } from "../ui/linkKind.ts";
import { mainContentId } from "../ui/mainContent.ts";

/** Marks a link that loads its page from the server, as without JavaScript (PageUnavailable.tsx's "Try again"). */
export const fullLoadAttribute = "data-full-load";

/**
 * Whether following `link` stays in this document (a page of the site, shown by the app) rather than
 * being the browser's: another tab or window, a download, an address off the site, a full page load.
 */
export function opensInPage(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href");
  if (!href || linkKind(href) !== "internal") return false;
  return !(link.target && link.target !== "_self") && !link.hasAttribute("download") && !link.hasAttribute(fullLoadAttribute);
}

/**
 * Links in blocks and a footer kept as the server rendered them (BlockList, SiteFooter) move to their
 * page without a reload, through the router, as every link React renders does (SmartLink): React never
 * attached handlers to them and holds their clicks back, so this listens on the window, in the capture
 * phase. Modified and middle clicks and jumps within the page stay the browser's. Returns what stops it.
 */
export function followServedLinks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !root.contains(link) || !link.closest(`#${mainContentId}, footer`) || !opensInPage(link)) return;
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    event.preventDefault();
    navigate(link.getAttribute("href")!);
  };
  addEventListener("click", onClick, { capture: true });
  return () => removeEventListener("click", onClick, { capture: true });
}
