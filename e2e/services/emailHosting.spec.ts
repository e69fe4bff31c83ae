import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../consoleGuard.ts";
import { alsoOnPhoneTag } from "../projectTags.ts";

/**
 * The three email hosting pages: /services/business-email-hosting and /services/microsoft-365
 * (Microsoft 365) and /services/work-space (Google Workspace). Each test visits one page once.
 */

const microsoftApps = ["Word", "Excel", "PowerPoint", "Publisher", "Access", "Teams", "Exchange"];
const workspaceApps = ["Gmail", "Drive", "Meet", "Calendar", "Docs", "Sheets", "Slides", "Chat"];
const microsoftPlans = ["Business Basic", "Business Standard", "Business Premium", "Apps"];
const tableColumns = ["Starter", "Standard", "Plus", "Enterprise"];
const tableFeatures = [
  "Meeting participants",
  "Maximum meeting length",
  "Meeting recordings",
  "Polling and Q&A",
  "Moderation controls",
  "Custom business email",
  "Video and voice conferencing",
  "Security and management controls",
  "Digital whiteboarding",
  "Noise cancellation",
  "Shared calendars and scheduling",
];

/** A card grid (a region named by its heading) and its cards' titles. */
const cardTitles = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true }).getByRole("heading", { level: 3 });

async function expectButtons(area: Locator, buttons: [label: string, href: string][]) {
  for (const [label, href] of buttons) {
    await expect(area.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
}

/** The plan comparison table as a screen reader reads it, the same on all three pages. */
async function expectComparisonTable(page: Page, isMobile: boolean) {
  const table = page.getByRole("table", { name: "Compare Plan Features" });
  await expect(page.getByRole("table")).toHaveCount(1);
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", ...tableColumns]);
  await expect(table.getByRole("rowheader")).toHaveText(tableFeatures);

  const row = (feature: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: feature, exact: true }) }).getByRole("cell");
  await expect(row("Meeting participants")).toHaveText(["100", "150", "150", "150"]);
  await expect(row("Maximum meeting length")).toHaveText(Array(4).fill("24 hours"));
  for (const feature of tableFeatures.slice(2, 5)) {
    const cells = row(feature);
    await expect(cells).toHaveCount(4);
    await expect(cells.nth(0)).toHaveAccessibleName("Not included");
    for (const index of [1, 2, 3]) await expect(cells.nth(index)).toHaveAccessibleName("Included");
  }
  // The remaining rows are ticks in every plan, each read as 'Included'.
  for (const feature of tableFeatures.slice(5)) await expect(row(feature)).toHaveText(Array(4).fill("Included"));

  if (isMobile) {
    // On a phone the table either fits or its frame scrolls sideways; no cell's text is cut off.
    await table.scrollIntoViewIfNeeded();
    const layout = await table.evaluate((element) => {
      const frame = element.parentElement!;
      return {
        fits: element.scrollWidth <= frame.clientWidth,
        scrolls: getComputedStyle(frame).overflowX === "auto" && frame.scrollWidth > frame.clientWidth,
        pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
        cut: [...element.querySelectorAll("th, td")]
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map((cell) => cell.textContent),
      };
    });
    expect(layout.fits || layout.scrolls, "the table fits or its frame scrolls sideways").toBe(true);
    expect(layout.pageOverflows, "the page itself does not scroll sideways").toBe(false);
    expect(layout.cut, "cells whose text is cut off").toEqual([]);
  }
}

/** The 'CHOOSE A PLAN' section: its cards in order, the popular badge and each card's BUY NOW link. */
async function expectPlanCards(page: Page, plans: { title: string; popular?: boolean; href: string }[]) {
  const heading = page.getByRole("heading", { level: 2, name: "CHOOSE A PLAN", exact: true });
  await expect(heading).toBeVisible();
  const section = page.locator("section").filter({ has: heading });
  const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(plans.length);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.title));
  await expect(section.getByText("Most popular", { exact: true })).toHaveCount(1);
  for (const [index, plan] of plans.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText("Most popular", { exact: true })).toHaveCount(plan.popular ? 1 : 0);
    const buy = card.getByRole("link", { name: "BUY NOW", exact: true });
    await expect(buy).toHaveCount(1);
    await expect(buy).toHaveAttribute("href", plan.href);
  }
  return cards;
}

test.describe("business email hosting page", () => {
  test("shows the hero, apps, plans, features, comparison table and closing call to action", { tag: alsoOnPhoneTag }, async ({ page, isMobile }) => {
    await page.goto("/services/business-email-hosting");
    const hero = page.getByRole("region", { name: "Business Email Hosting with Microsoft 365" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Email Hosting with Microsoft 365");
    await expectButtons(hero, [["Get a Quote", "/contact"], ["Compare Plans", "#compare"]]);
    await expect(hero.getByRole("img")).toHaveAttribute("alt", /envelope/);

    await expect(page.getByRole("heading", { level: 2, name: "Email your customers can trust" })).toBeVisible();
    const figures = page.getByRole("region", { name: "Microsoft 365 at a Glance" }).getByRole("listitem");
    await expect(figures).toHaveText(["99.9% uptime service level for email and apps", "50GB+ mailbox for every user", "1 TB OneDrive file storage per user", "300 maximum users on a business plan"]);

    await expect(cardTitles(page, "Apps Included with Microsoft 365")).toHaveText(microsoftApps);
    await expect(cardTitles(page, "Microsoft 365 Plans")).toHaveText(microsoftPlans);
    await expect(cardTitles(page, "Features Your Team Will Use Every Day")).toHaveCount(9);
    const steps = cardTitles(page, "How We Set Up and Migrate Your Email");
    await expect(steps).toHaveText(["Review", "Prepare", "Migrate", "Switch Over", "Support"]);

    // The claims that are not key figures are in the cards' text.
    const main = page.getByRole("main");
    for (const claim of ["up to 250 people", "5 phones, 5 tablets and 5 PCs", "50 or more seats"]) await expect(main).toContainText(claim);

    await expectComparisonTable(page, isMobile);
    await expectButtons(page.getByRole("region", { name: "Ready to move your email?" }), [
      ["Contact Us", "/contact"],
      ["See Microsoft 365 Plans", "/services/microsoft-365"],
    ]);

    // The hero's anchor button scrolls to the table.
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "Compare Plans" }).click();
    await expect(page.locator("#compare")).toBeInViewport();
  });
});

test.describe("Microsoft 365 page", () => {
  test("shows the plan cards, plan guide, figures, apps, features and comparison table", { tag: alsoOnPhoneTag }, async ({ page, isMobile }) => {
    await page.goto("/services/microsoft-365");
    const hero = page.getByRole("region", { name: "Microsoft 365 Business Plans" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Microsoft 365 Business Plans");
    await expectButtons(hero, [["Choose a Plan", "#plans"], ["Talk to Our Team", "/contact"]]);

    const cards = await expectPlanCards(page, [
      { title: "Business Essentials", href: "/contact?plan=Microsoft+365+Business+Essentials" },
      { title: "Business Premium", popular: true, href: "/contact?plan=Microsoft+365+Business+Premium" },
      { title: "Business", href: "/contact?plan=Microsoft+365+Business" },
    ]);
    for (let index = 0; index < 3; index += 1) {
      const features = await cards.nth(index).getByRole("list").getByRole("listitem").count();
      expect(features).toBeGreaterThanOrEqual(4);
      expect(features).toBeLessThanOrEqual(6);
    }

    await expect(cardTitles(page, "The Four Microsoft 365 Plans Explained")).toHaveText(microsoftPlans);
    const figures = page.getByRole("region", { name: "Good to Know Before You Buy" }).getByRole("listitem");
    await expect(figures).toHaveText(["300 maximum users on each business plan", "250 people in one Teams meeting", "50+ seats qualify for Microsoft FastTrack help", "5 + 5 + 5 phones, tablets and PCs per licence"]);
    await expect(cardTitles(page, "Apps Included with Microsoft 365")).toHaveText(microsoftApps);
    await expect(cardTitles(page, "What Comes With Every Plan")).toHaveCount(9);
    const main = page.getByRole("main");
    for (const claim of ["99.9% uptime", "50GB+ mailbox", "1 TB OneDrive"]) await expect(main).toContainText(claim);

    await expectComparisonTable(page, isMobile);
    await expectButtons(page.getByRole("region", { name: "Not sure which plan fits?" }), [
      ["Contact Us", "/contact"],
      ["Business Email Hosting", "/services/business-email-hosting"],
    ]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "Choose a Plan" }).click();
    await expect(page.locator("#plans")).toBeInViewport();
  });
});

test.describe("Google Workspace page", () => {
  test("shows the apps, nine features, plan cards with prices and the comparison table", { tag: alsoOnPhoneTag }, async ({ page, isMobile }) => {
    await page.goto("/services/work-space");
    const hero = page.getByRole("region", { name: "Google Workspace for Business" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google Workspace for Business");
    await expectButtons(hero, [["See Plans", "#plans"], ["Contact Us", "/contact"]]);

    await expect(cardTitles(page, "Apps Included with Google Workspace")).toHaveText(workspaceApps);
    const features = cardTitles(page, "Features That Make Work Easier");
    await expect(features).toHaveCount(9);
    await expect(features.nth(1)).toHaveText("30GB Storage per User");
    await expect(features.nth(2)).toHaveText("Meetings for 100, 150 or 250");

    const cards = await expectPlanCards(page, [
      { title: "Basic", href: "/contact?plan=Google+Workspace+Basic" },
      { title: "Enterprise", popular: true, href: "/contact?plan=Google+Workspace+Enterprise" },
      { title: "Business", href: "/contact?plan=Google+Workspace+Business" },
    ]);
    await expect(cards.nth(0)).toContainText("$6 per user per month");

    await expectComparisonTable(page, isMobile);
    await expect(cardTitles(page, "How We Set Up Google Workspace")).toHaveText(["Plan", "Configure", "Migrate", "Support"]);
    await expectButtons(page.getByRole("region", { name: "Ready to move to Google Workspace?" }), [
      ["Contact Us", "/contact"],
      ["Compare Microsoft 365", "/services/microsoft-365"],
    ]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "See Plans" }).click();
    await expect(page.locator("#plans")).toBeInViewport();
  });
});
