/**
 * The phone the browser passes (navigation, early presses) emulate, as Lighthouse's mobile preset
 * describes it: a mid-range phone, four times slower than this machine, on slow 4G. Unlike Lighthouse,
 * which simulates, these passes really slow the browser down (DevTools throttling), because what they
 * time (a client-side navigation, a press answered) happens after the load Lighthouse looks at.
 */
import type { Page } from "@playwright/test";

/** A phone's window, for controls the site shows on phones. */
export const phoneViewport = { width: 375, height: 800 } as const;
/** A desktop window: the header's row of menu links shows from 992 px up only (DesktopMenu.tsx). */
export const desktopViewport = { width: 1280, height: 800 } as const;

/** Lighthouse's `cpuSlowdownMultiplier` for mobile. */
export const cpuSlowdown = 4;

/**
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), as DevTools applies it:
 * per request, as a minimum time from sending it to its response headers, and throughput in bytes per
 * second over all requests together.
 */
export const slow4g = { latency: 150, downloadThroughput: (1.6 * 1024 * 1000) / 8, uploadThroughput: (750 * 1024) / 8 } as const;

/**
 * Throttles one page (tab) through its own DevTools session: each page needs its own, and the settings
 * stay with the tab across its navigations. The network domain is enabled first, as DevTools and
 * Lighthouse do before emulating network conditions.
 */
export async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", { offline: false, ...slow4g });
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}
