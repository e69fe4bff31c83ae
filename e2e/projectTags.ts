/**
 * Tests that set a screen's width themselves run in one project only (playwright.config.ts): at 375 px
 * on the phone (touch, a mobile browser and all), at 1280 px on the desktop. The other project would
 * only repeat them at the same width.
 */
export const phoneTag = "@phone";
export const desktopTag = "@desktop";
