import type { Page } from "@playwright/test";
import { interactiveMark } from "../src/shared/interactiveMark.ts";

/** Whether React has taken the page over (src/shared/interactiveMark.ts), read in the page. */
export const isInteractive = (page: Page): Promise<boolean> =>
  page.evaluate((mark) => performance.getEntriesByName(mark, "mark").length > 0, interactiveMark);

/** Waits until React has taken the page over. */
export const whenInteractive = (page: Page, timeout?: number) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark, "mark").length > 0, interactiveMark, { timeout });
