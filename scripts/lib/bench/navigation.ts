/**
 * The navigation pass of `npm run bench`: on a throttled phone (throttle.ts) in a desktop-wide window
 * (the header's links show from 992 px), a visitor on a page that has finished loading rests the mouse
 * on a link, then clicks it. Timed from the click to the first frame that shows the new page, drawn, and
 * compared with a full load of the same page: a link handled in the page should never be slower than
 * letting the browser load it, nor show a "Loading…" placeholder.
 */
import type { Browser, Page } from "@playwright/test";
import { watchReactScript } from "./reactTookOver.ts";
import { expectProtocol } from "./browser.ts";
import { inPage } from "./inPage.ts";
import { median } from "./metrics.ts";
import type { NavigationPair } from "./navigationPairs.ts";
import { watchNetwork } from "./watchNetwork.ts";
import { desktopViewport, throttle } from "./throttle.ts";

/** How long the mouse rests on the link before the click: time for a prefetch on hover to start. */
export const hoverMs = 300;

export interface NavigationRun {
  /** From the click (its event's time stamp) to the first frame showing the new page, drawn; null when it never came. */
  clientMs: number | null;
  /** Whether "Loading…" appeared in <main> (and was rendered) between the click and the new page. */
  loadingSeen: boolean;
  /** A full load of the same page: from the start of its navigation to DOMContentLoaded. */
  fullLoadMs: number;
  /** What went wrong, when the new page never showed. */
  problem?: string;
}

export interface NavigationResult {
  from: string;
  link: string;
  to: string;
  runs: NavigationRun[];
  /** Medians; clientMs is null when the middle run never showed the page. */
  clientMs: number | null;
  fullLoadMs: number;
  /** In how many runs "Loading…" appeared. */
  loadingSeenRuns: number;
}

interface NavigationProbe {
  clickAt?: number;
  /** When the frame that shows the new page had been drawn (its style, layout and paint done). */
  paintedAt?: number;
  loadingSeen: boolean;
  done?: Promise<void>;
}

/**
 * In the page, before the click: a MutationObserver notes any rendered "Loading…" in <main>, and after
 * the next real (trusted) click every frame checks whether the new page shows: the first visible h1 in
 * <main> has other text than before, and the title or the address has changed. Pages come and go in
 * <main> (and wait there hidden), so both look the elements up each time. The clock stops in the first
 * task after that frame: animation-frame callbacks run before the frame's style, layout and paint, so
 * stopping there would leave out the drawing of the page, and reward putting work off until after
 * them rather than doing less.
 */
function armNavigationProbe() {
  // The first heading shown: the page drawn ahead, and the one it replaces, wait in <main> hidden.
  const heading = () => [...document.querySelectorAll("main h1")].find((h1) => h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })) ?? null;
  const oldHeading = heading()?.textContent ?? null;
  const oldTitle = document.title;
  const oldUrl = location.href;
  const probe: NavigationProbe = { loadingSeen: false };
  const loadingShown = () => {
    const main = document.querySelector("main");
    if (!main?.textContent?.includes("Loading…")) return false;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes("Loading…") && node.parentElement?.checkVisibility()) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (!probe.loadingSeen && loadingShown()) probe.loadingSeen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  probe.done = new Promise<void>((resolve) => {
    const onClick = (event: MouseEvent) => {
      if (!event.isTrusted) return;
      removeEventListener("click", onClick, true);
      probe.clickAt = event.timeStamp;
    };
    addEventListener("click", onClick, true);
    // A frame callback from before the click, so that each frame runs it first, whatever the page asks
    // of the frame after the click, and its message is the first task queued after the frame.
    const frame = () => {
      const now = probe.clickAt === undefined ? null : heading();
      const shows = now !== null && now.textContent !== oldHeading && (document.title !== oldTitle || location.href !== oldUrl);
      if (!shows) return void requestAnimationFrame(frame);
      observer.disconnect();
      const afterFrame = new MessageChannel();
      afterFrame.port1.onmessage = () => {
        probe.paintedAt = performance.now();
        resolve();
      };
      afterFrame.port2.postMessage(undefined);
    };
    requestAnimationFrame(frame);
  });
  (window as unknown as { __benchNavigation: NavigationProbe }).__benchNavigation = probe;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A full load of `url` in the same tab, after about:blank, to DOMContentLoaded. The browser cache is a
 * returning visitor's: it holds what this visit has fetched (the shared code, fonts and pictures), and
 * the HTTP/2 connection is still open, as for a visitor following a plain link; the page's HTML itself
 * is fetched (HTML is served no-cache, and this visit had not asked for it).
 */
async function fullLoad(page: Page, url: string): Promise<number> {
  await page.goto("about:blank");
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expectProtocol(page, "h2");
  return inPage(page, () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventStart);
}

/** One visit: a fresh context (empty cache), the "from" page loaded and hydrated, hover, click, then the full load. */
async function navigateOnce(browser: Browser, origin: string, pair: NavigationPair, timeoutMs: number): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: desktopViewport });
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    await throttle(page);
    await page.addInitScript(watchReactScript);
    await page.goto(origin + pair.from);
    await page.waitForFunction(() => (window as { __reactTookOver?: boolean }).__reactTookOver === true, undefined, { timeout: 60_000 });
    await network.quiet();
    await expectProtocol(page, "h2");

    const link = pair.find(page);
    const href = await link.getAttribute("href");
    if (href !== pair.to) throw new Error(`The link "${pair.link}" on ${pair.from} leads to ${href}, not ${pair.to}`);
    await link.hover();
    await sleep(hoverMs);
    await network.quiet();

    await inPage(page, armNavigationProbe);
    await link.click();
    // The probe lives in the document: if the link loaded a new one instead, it is gone (a miss, said so).
    // (Functions sent to the page take nothing from here, so each names the probe itself.)
    const reloaded = () => undefined;
    await Promise.race([inPage(page, () => (window as unknown as { __benchNavigation: NavigationProbe }).__benchNavigation.done).catch(reloaded), sleep(timeoutMs)]);
    const seen = await inPage(page, () => {
      const { clickAt, paintedAt, loadingSeen } = (window as unknown as { __benchNavigation: NavigationProbe }).__benchNavigation;
      return { clickAt, paintedAt, loadingSeen };
    }).catch(reloaded);
    const clientMs = seen?.clickAt === undefined || seen.paintedAt === undefined ? null : seen.paintedAt - seen.clickAt;
    const problem = !seen ? "the link loaded a new document instead of showing the page in this one" : clientMs === null ? `${pair.to} did not show within ${timeoutMs / 1000} s` : undefined;

    // Whatever the new page still fetches (pictures, code) is over before the full load starts.
    await network.quiet();
    return { clientMs, loadingSeen: seen?.loadingSeen ?? false, fullLoadMs: await fullLoad(page, origin + pair.to), ...(problem && { problem }) };
  } finally {
    await context.close();
  }
}

/** Follows each pair's link `runs` times; `onRun` reports progress. */
export async function measureNavigations(
  browser: Browser,
  origin: string,
  pairs: readonly NavigationPair[],
  { runs, timeoutMs = 10_000, onRun }: { runs: number; timeoutMs?: number; onRun?: (pair: NavigationPair, run: number) => void },
): Promise<NavigationResult[]> {
  const results: NavigationResult[] = [];
  for (const pair of pairs) {
    const pairRuns: NavigationRun[] = [];
    for (let run = 1; run <= runs; run++) {
      onRun?.(pair, run);
      pairRuns.push(await navigateOnce(browser, origin, pair, timeoutMs));
    }
    // A run that never showed the page counts as the slowest.
    const clientMs = median(pairRuns.map((run) => run.clientMs ?? Number.POSITIVE_INFINITY));
    results.push({
      from: pair.from,
      link: pair.link,
      to: pair.to,
      runs: pairRuns,
      clientMs: Number.isFinite(clientMs) ? clientMs : null,
      fullLoadMs: median(pairRuns.map((run) => run.fullLoadMs)),
      loadingSeenRuns: pairRuns.filter((run) => run.loadingSeen).length,
    });
  }
  return results;
}
