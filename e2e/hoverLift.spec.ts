import type { Locator } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";

/** SPEC: a card lifts under the pointer only at 768 px or wider (and never for visitors who ask for less motion). */

const serviceCard = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Explore Our Services", exact: true }).getByRole("listitem").first();

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

test("a service card that leads somewhere lifts under the pointer at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/services");
  expect(await liftAfterHover(serviceCard(page))).toBe("matrix(1, 0, 0, 1, 0, -4)");
});

test("the same card stays put under the pointer at 767 px", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await page.goto("/services");
  expect(await liftAfterHover(serviceCard(page))).toBe("none");
});

test.describe("for a visitor who asks for less motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no card lifts, even at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    expect(await liftAfterHover(serviceCard(page))).toBe("none");
  });
});
