import { layOutAheadCode } from "./navigateInPage.ts";
import { reachFor } from "./pageAhead.ts";
import { isReadyToShow, prepareToShow } from "./pageReadiness.ts";
import { findRoute } from "./routing.ts";
import { opensInPage } from "./servedLinks.ts";
import { whenIdle } from "./whenIdle.ts";

/**
 * How long a mouse must rest on a link before its page is fetched: a pointer crossing the page on its
 * way elsewhere fetches nothing, and a visitor's hover before a click is longer (instant.page's figure).
 */
const hoverDelayMs = 65;

/** What a connection can spare for pages that may never be opened: nothing when the visitor saves data or is on 2G. */
function connectionIsLean(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? "");
}

/** The address of a page of this site that a click on `link` would show in the browser, or undefined. */
function pageAddress(link: HTMLAnchorElement): string | undefined {
  if (!opensInPage(link)) return undefined;
  const url = new URL(link.href);
  // Not the page on screen, whichever of its addresses the link spells.
  const route = findRoute(url.pathname);
  const samePage = url.pathname === location.pathname || (route !== undefined && route === findRoute(location.pathname));
  return url.origin === location.origin && !samePage ? url.pathname : undefined;
}

/**
 * Fetches what the page behind `link` needs to show at once (its data, its blocks' code:
 * pageReadiness.ts), once per visit, and the code that writes a page's head. A failure is left to the
 * click, which tries again and says so. `reaching`: the visitor is reaching for this link, so its page
 * is also drawn ahead once ready (pageAhead.ts); a link merely in view is only fetched.
 */
function prefetch(link: Element | null | undefined, reaching: boolean): Promise<void> {
  const address = link instanceof HTMLAnchorElement ? pageAddress(link) : undefined;
  if (!address) return Promise.resolve();
  // The code that lays out a page drawn ahead (Ahead.tsx) comes beside it, not after it.
  if (reaching) layOutAheadCode.load().catch(() => undefined);
  if (isReadyToShow(address)) {
    if (reaching) reachFor(address);
    return Promise.resolve();
  }
  import("../seo/documentHead.ts").catch(() => undefined);
  const prepared = prepareToShow(address).then(() => void (reaching && reachFor(address)), () => undefined);
  if (reaching) lastReach = prepared;
  return prepared;
}

/**
 * The page the visitor last reached for, until it is fetched (or the pointer left its link before the
 * hover counted): pages merely in view wait for it (watchInView).
 */
let lastReach: Promise<void> = Promise.resolve();

/** Resolves once no page the visitor reached for is being fetched, counting those reached for meanwhile. */
async function reachesDone(): Promise<void> {
  let awaited: Promise<void>;
  do await (awaited = lastReach);
  while (awaited !== lastReach);
}

const linkAt = (event: Event) => (event.target instanceof Element ? event.target.closest("a") : null);

/** Hover (after hoverDelayMs, by mouse), focus and the start of a press: the visitor is reaching for the link. */
function prefetchOnIntent(): void {
  let hovered: { link: Element; timer: ReturnType<typeof setTimeout>; release: () => void } | undefined;
  const leave = () => {
    clearTimeout(hovered?.timer);
    hovered?.release();
    hovered = undefined;
  };
  const options = { capture: true, passive: true };
  addEventListener(
    "pointerover",
    (event) => {
      const link = linkAt(event);
      if (event.pointerType !== "mouse" || !link || link === hovered?.link) return;
      leave();
      // The pages in view wait from the moment the pointer rests, not from when the hover counts.
      let release = () => {};
      lastReach = new Promise<void>((resolve) => (release = resolve));
      const timer = setTimeout(() => {
        void prefetch(link, true);
        release();
      }, hoverDelayMs);
      hovered = { link, timer, release };
    },
    options,
  );
  addEventListener(
    "pointerout",
    (event) => {
      if (hovered && !hovered.link.contains(event.relatedTarget as Node | null)) leave();
    },
    options,
  );
  for (const type of ["focusin", "pointerdown", "touchstart"] as const) addEventListener(type, (event) => void prefetch(linkAt(event), true), options);
}

/** What says a visitor is using the page, not only looking at it: they move the pointer, scroll, touch or type. */
const engagements = ["pointermove", "scroll", "touchstart", "keydown"] as const;

/**
 * Links on screen, on a connection that can spare it, once the visitor engages with the page: one
 * page at a time, while the browser is idle, so nothing competes with what the visitor is doing. Not
 * before: a visit that only looks (or a crawler, or Lighthouse) downloads nothing beyond the page, so
 * a first load's bytes and blocking time are the page's own. Links a page gains later (a client-side
 * navigation, a menu drawn) are watched as they appear.
 */
function prefetchInView(root: HTMLElement): void {
  if (typeof IntersectionObserver === "undefined" || connectionIsLean()) return;
  const start = () => {
    for (const type of engagements) removeEventListener(type, start, true);
    watchInView(root);
  };
  for (const type of engagements) addEventListener(type, start, { capture: true, passive: true });
}

function watchInView(root: HTMLElement): void {
  const queue: Element[] = [];
  let draining = false;
  // One page at a time, the next once the last is here and the browser is idle, and never beside the
  // page the visitor reaches for: on a slow connection, pages fetched side by side in view took the
  // bandwidth (and over HTTP/1.1 the browser's six connections) that the page about to be opened needed.
  const drain = () => {
    const link = queue.shift();
    if (!link) return void (draining = false);
    void reachesDone()
      .then(() => prefetch(link, false))
      .then(() => whenIdle(drain));
  };
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      queue.push(entry.target);
    }
    if (queue.length > 0 && !draining) {
      draining = true;
      whenIdle(drain);
    }
  });
  const watched = new WeakSet<Element>();
  const watchLinks = () => {
    for (const link of root.querySelectorAll("a[href]")) {
      if (watched.has(link) || !pageAddress(link as HTMLAnchorElement)) continue;
      watched.add(link);
      inView.observe(link);
    }
  };
  let scanning = false;
  new MutationObserver(() => {
    if (scanning) return;
    scanning = true;
    whenIdle(() => {
      scanning = false;
      watchLinks();
    });
  }).observe(root, { childList: true, subtree: true });
  whenIdle(watchLinks);
}

/**
 * Makes the next page ready before the click (Astro's prefetch, Next.js's <Link>, instant.page do the
 * same): a page whose link the visitor reaches for, or sees while using the page, is fetched ahead, so the navigation
 * (usePageTransition.ts) shows it in one render, without a wait.
 */
export function prefetchLinks(root: HTMLElement): void {
  prefetchOnIntent();
  prefetchInView(root);
}
