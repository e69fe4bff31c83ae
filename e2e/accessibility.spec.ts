import type { Page } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { axeViolations, describeViolations, expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { installPageClock, resumePageClock, stopPageClock } from "./a11y/pageClock.ts";
import { sweepWidths, turnSystemDark, visit } from "./a11y/visit.ts";
import { arBlocks } from "../src/words/arBlocks.ts";
import { contactPanel, contactPanelButton, desktopNav, groupSummary, hamburger, searchButton, searchPopup, sidebar } from "./siteChrome.ts";

/**
 * Issue 9, accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices) finds nothing in the
 * states that only appear on interaction, in both colour schemes (only colours change with the scheme,
 * so the dark reading is the contrast rule's, as in the sweep). Every address as it loads, at both
 * widths and in dark colours, is swept in everyAddress.spec.ts.
 */

/**
 * The states a visitor has to open, each reached as a visitor reaches it, read with every rule in light
 * colours and then, the system turned dark while it is open, with the contrast rule.
 */
const states: { name: string; address: string; width: number; open: (page: Page) => Promise<void> }[] = [
  {
    name: "the Services dropdown with its Business Email Hosting submenu open",
    address: "/",
    width: 1280,
    open: async (page) => {
      await groupSummary(desktopNav(page), "Services").click();
      await groupSummary(desktopNav(page), "Business Email Hosting").click();
      await expect(desktopNav(page).getByRole("link", { name: "Microsoft365" })).toBeVisible();
    },
  },
  {
    name: "the phone sidebar with Services and Business Email Hosting expanded",
    address: "/",
    width: 375,
    open: async (page) => {
      await hamburger(page).click();
      await groupSummary(sidebar(page), "Services").click();
      await groupSummary(sidebar(page), "Business Email Hosting").click();
      await expect(sidebar(page).getByRole("link", { name: "Microsoft365" })).toBeVisible();
    },
  },
  {
    name: "the off-canvas contact panel",
    address: "/about-us",
    width: 1280,
    open: async (page) => {
      await contactPanelButton(page).click();
      await expect(contactPanel(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    },
  },
  ...sweepWidths.map((width) => ({
    name: "the search popup showing results",
    address: "/",
    width,
    open: async (page: Page) => {
      await searchButton(page).click();
      const dialog = searchPopup(page);
      await dialog.getByRole("searchbox", { name: "Keywords" }).fill(width === 375 ? "email" : "cloud");
      await expect(dialog.getByRole("link").first()).toBeVisible();
    },
  })),
  {
    name: "the contact form sent empty, every error showing",
    address: "/contact",
    width: 375,
    open: async (page) => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message is required", { exact: true })).toBeVisible();
      await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(5);
    },
  },
  // The same states on Arabic pages, right to left, with their Arabic names and labels (the sweep of
  // every address reads the Arabic pages as they load; these are what a visitor opens there).
  {
    name: "the Arabic Services dropdown with its Business Email Hosting submenu open",
    address: "/ar",
    width: 1280,
    open: async (page) => {
      const menu = desktopNav(page, "ar");
      await groupSummary(menu, "الخدمات").click();
      await groupSummary(menu, "استضافة البريد الإلكتروني للأعمال").click();
      await expect(menu.getByRole("link", { name: "Microsoft 365" })).toBeVisible();
    },
  },
  {
    name: "the Arabic phone sidebar with Services expanded",
    address: "/ar",
    width: 375,
    open: async (page) => {
      await hamburger(page, "ar").click();
      await groupSummary(sidebar(page, "ar"), "الخدمات").click();
      await expect(sidebar(page, "ar").getByRole("link", { name: "جميع الخدمات" })).toBeVisible();
    },
  },
  {
    name: "the Arabic search popup showing results",
    address: "/ar/about-us",
    width: 375,
    open: async (page) => {
      await searchButton(page, "ar").click();
      const dialog = searchPopup(page, "ar");
      await dialog.getByRole("searchbox", { name: arBlocks.search.keywords }).fill("السحابية");
      await expect(dialog.getByRole("link").first()).toBeVisible();
    },
  },
];

test.describe("opened states", () => {
  for (const state of states) {
    test(`${state.name} (${state.address} at ${state.width} px), in light and dark colours`, async ({ page }) => {
      await visit(page, state.address, { width: state.width });
      await state.open(page);
      await expectNoAxeViolations(page, `${state.name}, light`);
      await turnSystemDark(page);
      await expectNoAxeViolations(page, `${state.name}, dark`, ["color-contrast"]);
    });
  }

  test.describe("the 404 page", () => {
    // Chromium logs the document's own 404 answer as a console error; that one is the point here.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    for (const width of sweepWidths) {
      test(`at ${width} px, in light and dark colours, read while it shows, before it goes home`, async ({ page }) => {
        await installPageClock(page);
        // The 404 page's code comes on demand; as it mounts it starts its 2 s timer and, in the same
        // commit, asks for the head code. The clock is stopped only after that request, so the timer is
        // surely the page clock's and not the real setTimeout that axe gets back.
        const mounted = page.waitForRequest(/\/assets\/documentHead-[^/]*\.js$/);
        const response = await visit(page, "/no/such/page", { width });
        await mounted;
        await stopPageClock(page);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
        await expectNoAxeViolations(page, `the 404 page at ${width} px, light`);
        await turnSystemDark(page);
        await expectNoAxeViolations(page, `the 404 page at ${width} px, dark`, ["color-contrast"]);
        // What axe read was the 404 page itself: it still had to go home afterwards.
        await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
        await resumePageClock(page);
        await expect(page).toHaveURL(/\/$/);
      });
    }
  });
});

test.describe("the sweep itself", () => {
  test("reports a picture without alt text and text too faint to read, with what to fix and where", async ({ page }) => {
    await visit(page, "/about-us", { width: 1280 });
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const picture = Object.assign(document.createElement("img"), { src: "/favicon.svg", id: "no-alt" });
      const faint = Object.assign(document.createElement("p"), { id: "faint", textContent: "Barely there" });
      faint.style.color = "#d0d0d0";
      faint.style.background = "#ffffff";
      main.prepend(picture, faint);
    });
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id).sort()).toEqual(["color-contrast", "image-alt"]);
    const report = describeViolations(violations);
    expect(report).toContain("image-alt (critical): Images must have alternative text");
    expect(report).toContain("- #no-alt");
    expect(report).toContain("color-contrast (serious)");
    expect(report).toContain("- #faint");
  });
});
