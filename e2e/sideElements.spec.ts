import { test, expect } from "./consoleGuard.ts";
import type { Page } from "@playwright/test";
import { siteData } from "./sitePages.ts";
import { contactPanel as panel, contactPanelButton as menuButton, focusIsInDialog } from "./siteChrome.ts";
import { alsoOnPhoneTag } from "./projectTags.ts";

// The issue asks for 375 px and 1280 px: the phone project (a Pixel 7, touch and all) is narrowed to 375.
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 375, height: 800 } : { width: 1280, height: 800 });
});

const backToTop = (page: Page) => page.getByRole("button", { name: "Back to top" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function openMenu(page: Page) {
  await page.goto("/about-us");
  await menuButton(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe("off-canvas menu", () => {
  test("slides in with the company's contact details and social links, and takes the focus", { tag: alsoOnPhoneTag }, async ({ page }) => {
    await openMenu(page);
    await expect(panel(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(panel(page).getByRole("link", { name: siteData.emails[0]!.address })).toHaveAttribute("href", `mailto:${siteData.emails[0]!.address}`);
    await expect(panel(page).getByRole("link", { name: /opens in a new tab/ })).toHaveCount(5);
    await expect(panel(page).getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toBeVisible();
    // It is a side panel: once slid in (a 0.3 s animation), flush with the right edge and narrower than the screen.
    const width = page.viewportSize()!.width;
    await expect.poll(async () => {
      const box = await panel(page).boundingBox();
      return box && Math.round(box.x + box.width);
    }).toBe(width);
    expect((await panel(page).boundingBox())!.width).toBeLessThan(width);
  });

  test("keeps keyboard focus inside while open: tabbing never reaches the page behind", async ({ page }) => {
    await openMenu(page);
    const focusables = await panel(page).locator("a, button").count();
    for (let step = 0; step < focusables * 2 + 1; step++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog(page), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    // The pointer cannot reach the page behind either: the dimmed backdrop, part of the dialog, covers it.
    expect(await page.evaluate(() => document.elementFromPoint(5, 400)?.tagName)).toBe("DIALOG");
  });

  test("Escape closes it and gives focus back to the menu button", async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("the close button closes it and gives focus back to the menu button", async ({ page }) => {
    await openMenu(page);
    await panel(page).getByRole("button", { name: "Close menu" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("a click on the dimmed page beside it closes it, a click inside does not", async ({ page }) => {
    await openMenu(page);
    await panel(page).getByRole("heading", { name: siteData.company.name }).click();
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe("the off-canvas menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens from its button with the contact details, and closes from its close button, by Escape and by a click beside it", async ({ page }) => {
    await page.goto("/about-us");
    await menuButton(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(panel(page).getByRole("link", { name: siteData.phones[0]!.display })).toHaveAttribute("href", `tel:${siteData.phones[0]!.number}`);
    await panel(page).getByRole("button", { name: "Close menu" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();

    await menuButton(page).click();
    await page.mouse.click(10, 400);
    await expect(panel(page)).toBeHidden();
  });
});

test.describe("back-to-top control", () => {
  test("appears only after the page is scrolled, and brings the visitor back to the top", { tag: alsoOnPhoneTag }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(backToTop(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(backToTop(page)).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(backToTop(page)).toBeVisible();
    await backToTop(page).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop(page)).toBeHidden();
    // Keyboard focus lands at the start of the content, not on a button that has just disappeared.
    await expect(page.locator("main")).toBeFocused();
  });

  test("is out of the tab order while hidden and works from the keyboard once shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(backToTop(page)).toBeVisible();
    await backToTop(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop(page)).toBeHidden();
    // Hidden, it cannot take focus at all (so no Tab press can stop on it): focus() does nothing.
    const tookFocus = await page.evaluate(() => {
      const control = document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]')!;
      control.focus();
      return document.activeElement === control;
    });
    expect(tookFocus).toBe(false);
  });

  test("jumps straight to the top when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await backToTop(page).click();
    // No smooth scroll: the position is 0 as soon as the click has been handled.
    expect(await scrollY(page)).toBe(0);
  });
});
