import type { Page } from "@playwright/test";
import { expect } from "../consoleGuard.ts";

/** The two widths the issue asks for: a small phone and a laptop. */
export const sweepWidths = [375, 1280] as const;

/**
 * Opens `address` in light colours as a visitor whose system prefers reduced motion, at `width` px
 * (`turnSystemDark` below turns it dark). Reduced motion matters for contrast: the scroll reveal shows
 * every card at once (src/ui/revealCss.ts) and transitions take no time, so axe never measures a card
 * half faded in. The scheme is set before the page loads, as the boot script
 * (src/theme/schemeAtLoad.ts) reads it then. `page.goto`
 * (consoleGuard's fixture) waits for hydration; the fonts are awaited so text is measured in the face
 * it is shown in.
 */
export async function visit(page: Page, address: string, { width }: { width: number }) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  const response = await page.goto(address);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  return response;
}

/**
 * Turns the page dark as the visitor's system does when it switches (the site follows it while the
 * visitor has not chosen), and waits for the colours to settle. Only colours change with the scheme,
 * so a page read in light colours needs only the contrast rule in dark ones.
 */
export async function turnSystemDark(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  // The colours change through transitions (instant under reduced motion, but they still start from
  // the light colours in the first frame), so axe measures once they have ended. One wait, checked in
  // every frame: an assertion on the attribute first polled from here, 100 ms late each time.
  await page.waitForFunction(
    () => document.documentElement.dataset.theme === "dark" && document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}
