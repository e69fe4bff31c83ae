import { test as base, expect } from "@playwright/test";

/**
 * A page fixture that fails the test on any console error or warning (hydration mismatches among
 * them) and on any uncaught exception.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsoleErrors: RegExp[] }>({
  /**
   * Pages hydrate after they have loaded (src/entry-client.tsx), so page.goto() and page.reload() also
   * wait for React to take over (<html data-hydrated>): a test should click what a visitor clicks once
   * the page works, not the inert HTML of the first moment. Files other than the site's pages (no boot
   * script) and pages without JavaScript are not waited for.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () =>
        page.waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.hasAttribute("data-hydrated"));
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
    await use(page);
  },
  /**
   * Console errors a test provokes on purpose, e.g. Chromium's "Failed to load resource" when a test
   * makes the enquiry service fail. Set with test.use() in the describe block that needs it.
   */
  expectedConsoleErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, "console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
