import { fullLoadAttribute, linkKind } from "../ui/linkKind.ts";
import { languageOf } from "../shared/language.ts";

/**
 * Whether following `link` stays in this document (a page of the site, shown by the app) rather than
 * being the browser's: another tab or window, a download, an address off the site, a full page load,
 * a page in the other language (a document is in one language: its <html lang dir>, words and fonts).
 */
export function opensInPage(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href");
  if (!href || linkKind(href) !== "internal" || languageOf(link.pathname) !== languageOf(location.pathname)) return false;
  return !(link.target && link.target !== "_self") && !link.hasAttribute("download") && !link.hasAttribute(fullLoadAttribute);
}

/**
 * Every link to a page of the site is a plain link (SmartLink), which works before React and without
 * it; once the app runs, this one listener moves to its page through the router, without a reload.
 * On the window, in the capture phase: React holds back clicks inside what it keeps as the server
 * rendered it (BlockList, SiteFooter). Modified and middle clicks and jumps within the page stay the
 * browser's. Returns what stops it.
 */
export function followLinks(root: HTMLElement, navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !root.contains(link) || !opensInPage(link)) return;
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    event.preventDefault();
    navigate(link.getAttribute("href")!);
  };
  addEventListener("click", onClick, { capture: true });
  return () => removeEventListener("click", onClick, { capture: true });
}
