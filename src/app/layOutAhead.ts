import { flushSync } from "react-dom";
import type { AroundNavHandler } from "wouter";
import { leftForLater } from "../ui/mainContent.ts";
import { afterNextFrame } from "./afterNextFrame.ts";
import { footerOf } from "./PageRoute.tsx";
import { findRoute } from "./routing.ts";

/**
 * Out of sight but laid out: an invisible box as wide as <main> (whose content spans the window), fixed
 * far above the window. Fixed, it adds nothing to the page's height; invisible, it takes no press, no
 * focus, and is not read out; far above, it starts none of its lazy pictures, which wait for the page
 * to be shown, as they did under display: none.
 */
const outOfSight = { position: "fixed", top: "-100000px", left: "0", right: "0", visibility: "hidden" };

const cleared = (styles: object) => Object.fromEntries(Object.keys(styles).map((property) => [property, ""]));

/** Hidden by React's Activity (Ahead.tsx), which hides each element it holds so. */
const hiddenByActivity = (element: HTMLElement) => element.style.getPropertyPriority("display") === "important";

interface LaidOutPage {
  route: string;
  /** Shows it at once, as React's commit will: returns what puts it back out of sight, or undefined when none of it is here yet. */
  show: (footer: boolean) => (() => void) | undefined;
  /** React has it now (its commit put it in place, or took it away). */
  gone?: boolean;
}

/** The page laid out ahead now: App.tsx draws one at a time. */
let laidOutPage: LaidOutPage | undefined;

/**
 * Has the browser lay out a page drawn ahead (Ahead.tsx) before the click that shows it. React's
 * Activity hides what it holds with `display: none`, so the browser styled and laid the page out only
 * on the click: 40-100 ms at 4x CPU slowdown. Each section React inserts into `main` so hidden is put
 * out of sight instead, in place of `display: none`: the browser lays it out when it next draws, while
 * the visitor is still on the link, and the click only moves it into place, where the layout of its
 * content still holds (the width is the same). Returns what React's commit does when it shows the page
 * or takes it away: the sections take their places (a layout effect's clean-up, so before focus() lays
 * the page out), unless the click showed them already (navigateShowingAhead). Should React ever hide
 * otherwise, nothing here matches and the page is laid out on the click, as before.
 */
export function layOutAhead(main: HTMLElement, route: string): () => void {
  const laidOut = new Set<HTMLElement>();
  const layOut = () => {
    for (const section of main.children) {
      if (!(section instanceof HTMLElement) || !hiddenByActivity(section)) continue;
      section.style.removeProperty("display");
      Object.assign(section.style, outOfSight);
      laidOut.add(section);
    }
  };
  layOut();
  // React inserts the hidden page when it gets round to it, after the commit that made room for it.
  const observer = new MutationObserver(layOut);
  const watch = () => observer.observe(main, { childList: true });
  watch();
  // What the click left for later, until React's commit hands it to <main>'s rule (SiteLayout.tsx).
  const later = new Set<HTMLElement>();
  const putInPlace = () => {
    observer.disconnect();
    for (const section of laidOut) Object.assign(section.style, cleared(outOfSight));
    for (const element of later) Object.assign(element.style, cleared(leftForLater));
  };
  const page: LaidOutPage = {
    route,
    show: (footer) => {
      if (laidOut.size === 0) return undefined;
      // What changes, as it was: the page on screen, the footers, and this page's sections.
      const footers = [...main.parentElement!.querySelectorAll<HTMLElement>(":scope > footer")];
      const before = [...main.children, ...footers].flatMap((element) => (element instanceof HTMLElement ? [[element, element.style.cssText] as const] : []));
      for (const element of main.children) if (element instanceof HTMLElement && !laidOut.has(element)) element.style.display = "none";
      if (!footer) for (const element of footers) element.style.display = "none";
      // Coming from a page without one: the footer drawn ahead with this page, not laid out.
      else if (footers.every(hiddenByActivity)) {
        for (const element of footers) {
          element.style.removeProperty("display");
          later.add(element);
        }
      }
      putInPlace();
      // Past its first two sections, as <main>'s rule has it (SiteLayout.tsx).
      for (const section of [...laidOut].slice(2)) later.add(section);
      for (const element of later) Object.assign(element.style, leftForLater);
      laidOutPage = undefined;
      return () => {
        for (const [element, style] of before) element.style.cssText = style;
        watch();
        laidOutPage = page;
      };
    },
  };
  laidOutPage = page;
  return () => {
    page.gone = true;
    if (laidOutPage === page) laidOutPage = undefined;
    putInPlace();
  };
}

/**
 * Shows the page at `route` at once, if it is laid out ahead: its sections take their places, and the
 * page on screen and the footer give way, as React's commit will have them. `footer`: whether that page
 * has the site's footer. Returns what puts it all back as it was, or undefined when nothing was shown.
 */
export function showLaidOutAhead(route: string, footer: boolean): (() => void) | undefined {
  return laidOutPage?.route === route ? laidOutPage.show(footer) : undefined;
}

/** The page a click showed before React heard of it, and what hands it to React (navigateShowingAhead). */
let handOver: (() => void) | undefined;

/**
 * Every move to another page of the site, once a page has been drawn ahead (navigateInPage.ts). The
 * page laid out ahead is shown in the click's own task: its sections take their places, the page on
 * screen gives way, the address changes and the window goes to the top. React is told only once the
 * browser has drawn that frame: its commit (about 100 ms at 4x CPU slowdown: the page's effects, the
 * old page's deletion, the focus) would otherwise come first, and the visitor would wait for it. It
 * then finds the page as it would have made it, and moves the focus. Should the visitor move on
 * before that (a second click, Back), React is told first, or, the address gone back, the page goes
 * back out of sight, as React has it. Any other move is React's at once.
 */
export const navigateShowingAhead: AroundNavHandler = (navigate, to, options) => {
  // At once, not batched with this move: React must have shown that page before it leaves it.
  if (handOver) flushSync(handOver);
  const entry = findRoute(new URL(to, location.href).pathname);
  const page = laidOutPage;
  const putBack = !options?.replace && entry && page ? showLaidOutAhead(entry.route, footerOf(entry) !== false) : undefined;
  if (!page || !putBack) return navigate(to, options);
  // History's own pushState: the one wouter patches tells React at once.
  History.prototype.pushState.call(history, options?.state ?? null, "", to);
  scrollTo(0, 0);
  const address = location.href;
  const settle = () => {
    handOver = undefined;
    cancel();
    removeEventListener("popstate", settle, true);
    // React may have taken the page already, rendering for its own reasons at the new address.
    if (page.gone) return;
    // Through wouter, which tells React: the same entry again.
    if (location.href === address) navigate(to, { ...options, replace: true, state: history.state });
    else putBack();
  };
  const cancel = afterNextFrame(settle);
  addEventListener("popstate", settle, true);
  handOver = settle;
};
