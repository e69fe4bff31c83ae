/**
 * Which project runs a test (playwright.config.ts). The desktop project runs every test but those
 * tagged for the phone. The phone project (a Pixel 7: touch, a mobile browser, a narrow screen) runs
 * only what a phone changes, as its tag says:
 *
 * - `phoneTag`: the test sets 375 px itself and is about the phone only (the hamburger, the sidebar);
 * - `alsoOnPhoneTag`: the test runs at both widths, because what it checks looks or works differently
 *   on a phone (a layout that stacks, a target size, a focus ring on controls only a phone shows).
 *
 * Everything else reads the same at any width: page content, routing, prefetching, the contact form's
 * rules and its server paths, the theme's memory. Every address is also loaded at 375 px by
 * everyAddress.spec.ts (axe and no sideways scroll), so a page that breaks on a phone is found there.
 */
export const phoneTag = "@phone";
export const alsoOnPhoneTag = "@also-on-phone";
