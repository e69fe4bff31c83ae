import type { Page } from "@playwright/test";

/**
 * Pictures mostly in the first screen load at once (a lazy one there would delay the largest paint);
 * pictures well below it wait until the visitor scrolls near (`loading="lazy"`), so a phone does not
 * spend its bandwidth on what may never be seen. A picture that only peeks in at the bottom edge may
 * be either: Chromium starts lazy pictures that close to the screen at once anyway.
 *
 * Measured from the top of the page whatever its scroll, so a page already scrolled or widened (as
 * everyAddress.spec.ts does) is judged as if it had just opened at its present width. Returns one line
 * per picture whose loading does not match where it is.
 */
export async function pictureLoadingProblems(page: Page, address: string): Promise<string[]> {
  const pictures = await page.getByRole("main").locator("img").evaluateAll((images) =>
    images.map((image) => {
      const { top, height } = image.getBoundingClientRect();
      const fromTop = top + scrollY;
      const shown = (Math.min(fromTop + height, innerHeight) - Math.max(fromTop, 0)) / height;
      return { src: image.getAttribute("src"), top: Math.round(fromTop), shown, loading: image.getAttribute("loading") };
    }),
  );
  const { width, height } = page.viewportSize()!;
  // On a wide screen the first screen is known well. On a phone, a card grid's first row (loaded at
  // once for the wide screens where it is in view) stands one card under another, so its last
  // pictures may reach into the third screen: a few kilobytes, and nothing below them loads early.
  const further = width >= 992 ? height * 1.25 : height * 3;
  return pictures.flatMap(({ src, top, shown, loading }) => [
    ...(shown >= 0.5 && loading !== "eager" ? [`${address} at ${width} px: ${src} is in the first screen (${top} px down) but loads ${loading ?? "eagerly by default"}, not "eager"`] : []),
    ...(top > further && loading !== "lazy" ? [`${address} at ${width} px: ${src} is ${top} px down, below the first screen, but loads ${loading ?? "at once"}, not "lazy"`] : []),
  ]);
}
