import { test as base, expect } from "@playwright/test";

/**
 * A page fixture that fails the test on any console error or warning (hydration mismatches among
 * them) and on any uncaught exception.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsoleErrors: RegExp[] }>({
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
