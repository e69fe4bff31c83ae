import { navigate } from "wouter/use-browser-location";
import { linkKind } from "../ui/linkKind.ts";
import { mainContentId } from "../ui/mainContent.ts";
import { navigateInPage } from "./navigateInPage.ts";

/**
 * Marks a link that must load its page from the server, as a plain link does without JavaScript
 * (PageUnavailable.tsx: trying again a page that could not be fetched): the listener below leaves it
 * to the browser.
 */
export const fullLoadAttribute = "data-full-load";

/**
 * Whether following `link` stays in this document (a page of the site, shown by the app), rather than
 * being left to the browser: another tab or window, a download, an address off the site or a file,
 * or a link marked for a full page load. The one rule for this listener and for prefetch.ts.
 */
export function opensInPage(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href");
  if (!href || linkKind(href) !== "internal") return false;
  return !(link.target && link.target !== "_self") && !link.hasAttribute("download") && !link.hasAttribute(fullLoadAttribute);
}

/**
 * Links in a page's blocks (in <main>, inside the app's `root`) and in its footer navigate without a
 * reload, like every link the app renders (SmartLink), including those in blocks and a footer that
 * stay as prerendered HTML (BlockList, SiteFooter): React never attached handlers to them and stops
 * their clicks from bubbling while they wait, so this listens on the window, in the capture phase,
 * before React. A hydrated link (wouter's
 * <Link>) sees the click already handled and only runs its own onClick. Everything a browser does itself is left alone: other tabs and windows,
 * downloads, modified or middle clicks, addresses off the site, jumps within the page, and a link
 * marked for a full page load (PageUnavailable.tsx).
 */
export function navigateFromServedLinks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !root.contains(link) || !link.closest(`#${mainContentId}, footer`) || !opensInPage(link)) return;
    const url = new URL(link.href);
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    navigateInPage(navigate, link.getAttribute("href")!);
  };
  addEventListener("click", onClick, { capture: true });
  return () => removeEventListener("click", onClick, { capture: true });
}
