import type { Page } from "@playwright/test";

/**
 * For a page that changes by itself on a timer (the 404 page goes home after 2 s): the page's clock is
 * Playwright's fake clock, running in real time until `stopPageClock` stops it, so nothing the page
 * scheduled fires while axe reads it. axe itself paces its work with setTimeout, so it gets the
 * browser's real one, kept aside here before the fake clock replaces it. Call before page.goto().
 */
export async function installPageClock(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { realSetTimeout: typeof setTimeout }).realSetTimeout = window.setTimeout;
  });
  await page.clock.install();
}

/**
 * Stops the page's timers a moment from now and hands axe the real setTimeout. The fake clock keeps
 * real time until then, so "a moment from now" can be past by the time the call arrives on a busy
 * machine; then it is tried again.
 */
export async function stopPageClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(Date.now() + 100 * attempt);
      break;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
  await page.evaluate(() => {
    window.setTimeout = (window as unknown as { realSetTimeout: typeof setTimeout }).realSetTimeout;
  });
}

/** Lets the page's own timers run again, from where they stopped. */
export const resumePageClock = (page: Page) => page.clock.resume();
