import type { Locator } from "@playwright/test";

/**
 * An accordion block as a visitor meets it: native <details> items, each opened by pressing its
 * question (the <summary>), one open at a time. Playwright gives <summary> no role, so the items are
 * found by their elements.
 */
export const accordionItems = (within: Locator) => within.locator("details");

export const questionOf = (item: Locator) => item.locator("summary");

/** What opens under the question. */
export const answerOf = (item: Locator) => item.locator("summary + *");
