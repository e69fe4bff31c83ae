import { expect, test } from "./consoleGuard.ts";
import { sitePages } from "./sitePages.ts";

/**
 * Pictures mostly in view when a page opens load at once (a lazy one there would delay the largest
 * paint); pictures well below it wait until the visitor scrolls near (`loading="lazy"`), so a phone
 * does not spend its bandwidth on what may never be seen. A picture that only peeks in at the bottom
 * edge may be either: Chromium starts lazy pictures that close to the screen at once anyway.
 * Measured before any scrolling, at both widths.
 */
const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
];

for (const viewport of viewports) {
  test(`at ${viewport.width} px, every page loads the pictures in view at once and those further down lazily`, async ({ page }) => {
    test.setTimeout(120_000); // every page of the site, one after another
    await page.setViewportSize(viewport);
    for (const { route } of sitePages) {
      await page.goto(route);
      const pictures = await page.getByRole("main").locator("img").evaluateAll((images) =>
        images.map((image) => {
          const { top, bottom, height } = image.getBoundingClientRect();
          const shown = (Math.min(bottom, innerHeight) - Math.max(top, 0)) / height;
          return { src: image.getAttribute("src"), top, shown, loading: image.getAttribute("loading") };
        }),
      );
      for (const { src, top, shown, loading } of pictures) {
        if (shown >= 0.5) expect(loading, `${route} ${src} is in view at ${top}px`).toBe("eager");
        // On a wide screen the first screen is known well. On a phone, a card grid's first row (loaded at
        // once for the wide screens where it is in view) stands one card under another, so its last
        // pictures may reach into the third screen: a few kilobytes, and nothing below them loads early.
        const further = viewport.width >= 992 ? viewport.height * 1.25 : viewport.height * 3;
        if (top > further) expect(loading, `${route} ${src} is below the first screen at ${top}px`).toBe("lazy");
      }
    }
  });
}
