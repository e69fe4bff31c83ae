import type { Page } from "@playwright/test";
import { tookOver } from "../scripts/lib/bench/reactTookOver.ts";

export { watchReactScript } from "../scripts/lib/bench/reactTookOver.ts";

/** Whether React has taken the page over. */
export const isInteractive = (page: Page): Promise<boolean> => page.evaluate(tookOver);

/** Waits until React has taken the page over. */
export const whenInteractive = (page: Page, timeout?: number) => page.waitForFunction(tookOver, undefined, { timeout });
