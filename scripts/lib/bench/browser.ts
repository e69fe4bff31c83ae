/**
 * Chromium driven by Playwright for the bench's browser passes (navigation, early presses): the same
 * Debian Chromium and flags as the Lighthouse pass, trusting the bench's own certificate by its key
 * hash (selfSignedTls.ts), so the site comes over HTTP/2 exactly as Lighthouse gets it.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

export function launchBrowser({ trustSpkiHash }: { trustSpkiHash: string }): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${trustSpkiHash}`] });
}

/** Throws unless the page's HTML came over `protocol` ("h2"): over HTTP/1.1 the timings would measure another site. */
export async function expectProtocol(page: Page, protocol: string): Promise<void> {
  const used = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol);
  if (used !== protocol) throw new Error(`${page.url()} came over ${used || "an unknown protocol"}, not ${protocol}`);
}
