import type { Locator } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";

/** SPEC: a blog card lifts under the pointer only at 768 px or wider (and never for visitors who ask for less motion). */

const blogCard = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Latest Articles", exact: true }).getByRole("listitem").first();

/** Lets the card's transitions (its scroll reveal, then the lift) finish, and reads its transform. */
const settledTransform = (card: Locator) =>
  card.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return getComputedStyle(element).transform;
  });

const liftAfterHover = async (card: Locator) => {
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveAttribute("data-reveal", "pending");
  await settledTransform(card);
  await card.hover();
  return settledTransform(card);
};

for (const width of [1280, 768]) {
  test(`a blog card lifts under the pointer at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/blog");
    expect(await liftAfterHover(blogCard(page))).toBe("matrix(1, 0, 0, 1, 0, -4)");
  });
}

test("the same card stays put under the pointer at 767 px", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await page.goto("/blog");
  expect(await liftAfterHover(blogCard(page))).toBe("none");
});

test.describe("for a visitor who asks for less motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no card lifts, even at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog");
    expect(await liftAfterHover(blogCard(page))).toBe("none");
  });
});
