import { expect, test } from "../consoleGuard.ts";
import type { Page } from "@playwright/test";
import { accordionItems, answerOf, questionOf } from "../accordionItems.ts";

const serviceTitles = [
  "Search Engine Optimisation (SEO)",
  "Pay-Per-Click Advertising",
  "Social Media Marketing",
  "Content Marketing",
  "Email Marketing",
  "Analytics & Reporting",
];
const seoTitles = ["Keyword Research", "On-Page Optimisation", "Technical SEO", "Local SEO", "Link Building", "Content Optimisation"];
const benefitTitles = ["Reach the Right Audience", "Measurable Results", "Flexible Budgets", "Stronger Customer Relationships"];
const questions = [
  "Do they start with your business goals?",
  "Are they open about how they work?",
  "How do they measure and report results?",
  "Do they have experience across the channels you need?",
  "Will they adapt as your business changes?",
];

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardTitles = (page: Page, name: string) => section(page, name).getByRole("listitem").getByRole("heading", { level: 3 });

test.beforeEach(async ({ page }) => {
  await page.goto("/services/digital-marketing");
});

test("shows the hero, every section and the exact cards of all three grids", async ({ page }) => {
  await expect(page).toHaveTitle("Digital Marketing Services | Example IT Solutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Marketing Services");
  await expect(page.getByRole("img", { name: /megaphone beside a browser window/ })).toBeVisible();

  for (const heading of [
    "Our Digital Marketing Services",
    "SEO Strategies We Use",
    "How to Choose the Right Digital Marketing Agency",
    "Benefits of Digital Marketing for Your Business",
    "Ready to grow your business online?",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }

  await expect(cardTitles(page, "Our Digital Marketing Services")).toHaveText(serviceTitles);
  await expect(cardTitles(page, "SEO Strategies We Use")).toHaveText(seoTitles);
  await expect(cardTitles(page, "Benefits of Digital Marketing for Your Business")).toHaveText(benefitTitles);

  // Related services and the closing call to action.
  await expect(page.getByRole("link", { name: "web development", exact: true })).toHaveAttribute("href", "/services/web-development");
  await expect(page.getByRole("link", { name: "UI/UX design", exact: true })).toHaveAttribute("href", "/services/ui-ux-design");
  const closing = section(page, "Ready to grow your business online?");
  await expect(closing).toHaveAttribute("id", "contact");
  await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(closing.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/services");
});

test("the hero's buttons move the view to the services and to the closing call to action", async ({ page }) => {
  const hero = section(page, "Digital Marketing Services");
  const getStarted = hero.getByRole("link", { name: "Get Started", exact: true });
  const learnMore = hero.getByRole("link", { name: "Learn More", exact: true });
  await expect(getStarted).toHaveAttribute("href", "#services");
  await expect(learnMore).toHaveAttribute("href", "#contact");

  await expect(page.locator("#contact")).not.toBeInViewport();
  await learnMore.click();
  await expect(page).toHaveURL(/\/services\/digital-marketing#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();

  await getStarted.click();
  await expect(page).toHaveURL(/\/services\/digital-marketing#services$/);
  await expect(page.locator("#services")).toBeInViewport();
  await expect(page.locator("#services").getByRole("heading", { level: 2 })).toHaveText("Our Digital Marketing Services");
});

test("the how-to-choose accordion opens one answer at a time", async ({ page }) => {
  const items = accordionItems(section(page, "How to Choose the Right Digital Marketing Agency"));
  await expect(items.locator("summary")).toHaveText(questions);
  const [first, third] = [items.nth(0), items.nth(2)];

  // The first answer is open when the page loads, the others closed.
  await expect(first).toHaveAttribute("open");
  await expect(answerOf(first)).toBeVisible();
  await expect(items.and(page.locator("[open]"))).toHaveCount(1);
  await expect(answerOf(third)).toBeHidden();

  await questionOf(third).click();
  await expect(answerOf(third)).toBeVisible();
  await expect(answerOf(third)).toContainText("tracking");
  await expect(answerOf(first)).toBeHidden();
  await expect(items.and(page.locator("[open]"))).toHaveCount(1);

  // Clicking the open question closes it.
  await questionOf(third).click();
  await expect(answerOf(third)).toBeHidden();
});
