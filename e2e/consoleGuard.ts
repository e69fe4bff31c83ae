import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { watchReactScript } from "./interactive.ts";

const waiting = new WeakSet<Page>();

/** Makes page.goto() and page.reload() wait for React too, once for each page however many tests it serves. */
function waitForReactAfterLoads(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  const hydrated = () =>
    page.waitForFunction(() => !document.querySelector('script[type="module"]') || (window as { __reactTookOver?: boolean }).__reactTookOver === true);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * A page fixture that fails the test on any console error or warning (hydration mismatches among
 * them) and on any uncaught exception.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsoleErrors: RegExp[] }>({
  /**
   * The page listens for console errors and warnings from its start, and the test fails at its end on
   * any it heard. Pages hydrate after they have loaded (src/entry-client.tsx), so page.goto() and page.reload() also
   * wait for React to take over (e2e/interactive.ts): a test should click what a visitor clicks once
   * the page works, not the inert HTML of the first moment. Files other than the site's pages (no boot
   * script) and pages without JavaScript are not waited for.
   */
  page: async ({ page, javaScriptEnabled, expectedConsoleErrors, consoleProblems }, use) => {
    const heard = (message: ConsoleMessage) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    };
    const thrown = (error: Error) => consoleProblems.push(`uncaught: ${error.message}`);
    page.on("console", heard);
    page.on("pageerror", thrown);
    if (javaScriptEnabled !== false) {
      await page.addInitScript(watchReactScript);
      waitForReactAfterLoads(page);
    }
    await use(page);
    // The page serves the worker's next test (playwright.config.ts reuses its context): nothing this test
    // listened with (these, a test's alerts or requests) may answer for that one, nor a request it held
    // back (a route still waiting) fail it.
    if (!page.isClosed()) {
      await page.removeAllListeners(undefined, { behavior: "ignoreErrors" });
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
    expect(consoleProblems, "console errors or warnings").toEqual([]);
  },
  /**
   * Console errors a test provokes on purpose, e.g. Chromium's "Failed to load resource" when a test
   * makes the enquiry service fail. Set with test.use() in the describe block that needs it.
   */
  expectedConsoleErrors: [[], { option: true }],
  /**
   * What the page fixture heard: a test may take out what it provoked on purpose. Only a test that uses
   * a page opens one: one that only sends requests (most of seo.spec.ts) starts no browser tab, which
   * costs a fresh renderer process each.
   */
  consoleProblems: async ({}, use) => {
    await use([]);
  },
});

export { expect };
