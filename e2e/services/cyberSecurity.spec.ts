import { expect, test } from "../consoleGuard.ts";

/** SPEC "Service pages", cloud and cyber security: the hero, 3 cloud cards (#services), 3 security cards, 5 process steps (#process). */

const cardTitles = (page: import("@playwright/test").Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true }).getByRole("listitem").getByRole("heading", { level: 3 });

test.beforeEach(async ({ page }) => {
  await page.goto("/services/cyber-security");
});

test("opens with 'Cloud & Cyber Security' and 'Get Started Today', which leads to the contact page", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud & Cyber Security");
  const start = page.getByRole("region", { name: "Cloud & Cyber Security" }).getByRole("link", { name: "Get Started Today" });
  await expect(start).toHaveAttribute("href", "/contact");
  await start.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toBeVisible();
});

test("shows three cloud cards in #services, three cyber security cards and the five steps of 'Our Process' in #process", async ({ page }) => {
  await expect(page.locator("#services")).toHaveAttribute("aria-labelledby", /.+/);
  await expect(page.locator("#services h3")).toHaveText(["Cloud Migration", "Managed Cloud Infrastructure", "Backup & Disaster Recovery"]);
  await expect(cardTitles(page, "Cyber Security Services")).toHaveText([
    "Threat Monitoring & Response",
    "Vulnerability Assessment & Penetration Testing",
    "Identity & Access Management",
  ]);
  const steps = page.locator("#process ol > li");
  await expect(page.locator("#process").getByRole("heading", { level: 2 })).toHaveText("Our Process");
  await expect(steps).toHaveCount(5);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Assess", "Plan", "Implement", "Monitor", "Improve"]);
});

test("'See Our Process' moves the view to the process", async ({ page }) => {
  await page.getByRole("link", { name: "See Our Process" }).click();
  await expect(page).toHaveURL(/#process$/);
  await expect(page.locator("#process")).toBeInViewport();
});
