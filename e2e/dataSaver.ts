import type { Page } from "@playwright/test";

/**
 * Turns on the visitor's data saver (navigator.connection.saveData) in `page`: no page is then fetched
 * ahead because its link is in view (src/app/prefetch.ts), so a test sees what a page's own load
 * fetches, and no more.
 */
export const turnOnDataSaver = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
