import { isReadyToShow, prepareToShow, reachFor } from "./navigation.ts";
import { findRoute } from "./routing.ts";
import { opensInPage } from "./links.ts";
import { whenIdle } from "../ui/whenIdle.ts";

/** How long a mouse rests on a link before its page is fetched: a pointer on its way elsewhere fetches nothing (instant.page's figure). */
const hoverDelayMs = 65;

/** What says a visitor uses the page, not only looks at it: before that, a first load fetches nothing more. */
const engagements = ["pointermove", "scroll", "touchstart", "keydown"] as const;

/** The route of another page of this site that a click on `link` would show, or undefined. */
function routeBehind(link: Element | null): string | undefined {
  if (!(link instanceof HTMLAnchorElement) || !opensInPage(link) || link.origin !== location.origin) return undefined;
  const entry = findRoute(link.pathname);
  return entry && entry !== findRoute(location.pathname) ? entry.route : undefined;
}

/** Whether the connection can spare pages that may never be opened: not when the visitor saves data or is on 2G. */
function connectionIsLean(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? "");
}

/** Fetches what the page at `route` needs to be shown, and the code that writes its head once it is. */
function fetchPage(route: string): Promise<void> {
  void import("../seo/documentHead.ts").catch(() => undefined);
  return prepareToShow(route);
}

/**
 * The next page ready before the click, as Astro's prefetch and Next.js's <Link> have it. A page whose
 * link the visitor reaches for (a mouse resting on it, focus, the start of a press) is fetched (its
 * data and its blocks' code, side by side: pageCache.ts) and drawn ahead (reachFor). Once the visitor
 * uses the page, the links on screen are fetched too, one at a time while the browser is idle, each
 * after the page reached for, whose fetch must not share the connection. A failure is left to the
 * click, which tries again and says so.
 */
export function prefetchLinks(root: HTMLElement): void {
  let reaching: Promise<unknown> = Promise.resolve();
  const prefetch = (link: Element | null, reach: boolean) => {
    const route = routeBehind(link);
    if (!route) return Promise.resolve();
    const done = (isReadyToShow(route) ? Promise.resolve() : fetchPage(route)).then(() => reach && reachFor(route), () => undefined);
    if (reach) reaching = done;
    return done;
  };
  const linkAt = (event: Event) => (event.target instanceof Element ? event.target.closest("a") : null);
  const options = { capture: true, passive: true };
  let hovered: { link: Element | null; cancel?: () => void } = { link: null };
  addEventListener("pointerover", (event) => {
    const link = linkAt(event);
    if (event.pointerType !== "mouse" || link === hovered.link) return;
    hovered.cancel?.();
    hovered = { link };
    if (!routeBehind(link)) return;
    // Pages in view wait from the moment the pointer rests on a link, not from when the hover counts.
    let release = () => {};
    reaching = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => void prefetch(link, true).then(release), hoverDelayMs);
    hovered.cancel = () => (clearTimeout(timer), release());
  }, options);
  for (const type of ["focusin", "pointerdown", "touchstart"] as const) addEventListener(type, (event) => void prefetch(linkAt(event), true), options);

  if (typeof IntersectionObserver === "undefined" || connectionIsLean()) return;
  let inLine: Promise<unknown> = Promise.resolve();
  const inView = new IntersectionObserver((entries) => {
    for (const { target } of entries.filter((entry) => entry.isIntersecting)) {
      inView.unobserve(target);
      inLine = inLine.then(() => new Promise<void>((idle) => whenIdle(idle))).then(() => reaching.then(() => prefetch(target, false)));
    }
  });
  // Links a page gains later (another page shown, a menu opened) are watched as they appear.
  const watched = new WeakSet<Element>();
  let scanning = false;
  const scan = () => {
    if (scanning) return;
    scanning = true;
    whenIdle(() => {
      scanning = false;
      for (const link of root.querySelectorAll("a[href]")) if (!watched.has(link) && routeBehind(link) && watched.add(link)) inView.observe(link);
    });
  };
  const start = () => {
    for (const type of engagements) removeEventListener(type, start, true);
    new MutationObserver(scan).observe(root, { childList: true, subtree: true });
    scan();
  };
  for (const type of engagements) addEventListener(type, start, options);
}
