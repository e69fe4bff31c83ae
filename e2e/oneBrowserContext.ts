import type { BrowserContext } from "@playwright/test";
import { test as guarded } from "./consoleGuard.ts";

/**
 * For the specs on `npm run dev`: one browser context for all of a worker's tests, each test in a new
 * tab of it, as an editor keeps one browser open while working. In development Vite serves the studio as
 * hundreds of modules; a fresh context for every test fetched and compiled each of them again (2-3.5 s
 * of CPU per load of the studio here), where now the browser's cache and compiled code carry over from
 * test to test. Nothing else does: these pages keep nothing in cookies or storage. (Playwright's own
 * `reuseContext`, which the built site's tests use, empties the cache between tests: the very thing
 * kept here.)
 */
export const test = guarded.extend<object, { oneContext: BrowserContext }>({
  oneContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  // A test's own context options would be lost on a shared context: `permissions` (the catalogue's
  // clipboard) is the one these specs set, so it is granted afresh for each test.
  context: async ({ oneContext, permissions }, use) => {
    await oneContext.clearPermissions();
    if (permissions?.length) await oneContext.grantPermissions(permissions);
    await use(oneContext);
  },
  page: async ({ page }, use) => {
    await use(page);
    await page.close();
  },
});

export { expect } from "./consoleGuard.ts";
