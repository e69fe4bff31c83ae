/**
 * Knows a page's requests in flight from the moment it is watched, so the bench can wait until the page
 * has fetched nothing for a while. Playwright's "networkidle" load state is reached once per navigation:
 * after a hover has started new fetches it would answer at once.
 */
import type { Page, Request } from "@playwright/test";

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs`. */
  quiet(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

/** Start watching before the page's first request (right after newPage()), or requests already on their way are missed. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on("request", (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`${page.url()} kept requests in flight for ${timeoutMs / 1000} s: ${[...inFlight].map((request) => request.url()).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
