import type { Page } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { whenInteractive } from "./interactive.ts";
import { accordionItems, answerOf, questionOf } from "./accordionItems.ts";

const section = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

const services = [
  ["AI & Machine Learning", "/services/ai-machine-learning"],
  ["Cloud & Cyber Security", "/services/cyber-security"],
  ["Web Development", "/services/web-development"],
  ["Mobile Apps", "/services/mobile-application"],
  ["UI/UX Design", "/services/ui-ux-design"],
  ["Digital Marketing", "/services/digital-marketing"],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("shows the headline, the products with what each does, and the six services, each linking to its page", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Technology that helps your business grow with confidence");
  await expect(main.getByRole("img", { name: /connected business workspace/ })).toBeVisible();

  const products = section(page, "Our Products");
  await expect(products.getByRole("heading", { level: 3 })).toHaveText(["EazzQuote", "EazzEdu", "EazzHR", "EazzTrack"]);
  await expect(products.getByText(/quotations and proposals in minutes/)).toBeVisible();

  const grid = section(page, "Our Services");
  await expect(grid.getByRole("listitem")).toHaveCount(6);
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(services.map(([title]) => title));
  const learnMore = grid.getByRole("link", { name: "Learn More" });
  await expect(learnMore).toHaveCount(6);
  for (const [index, [, href]] of services.entries()) await expect(learnMore.nth(index)).toHaveAttribute("href", href);
  await expect(grid.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
});

test("a service card takes the visitor to its service page", async ({ page }) => {
  await section(page, "Our Services").getByRole("listitem").filter({ hasText: "UI/UX Design" }).getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/services\/ui-ux-design$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("UI/UX Design Built Around Your Users");
});

test("the FAQ is a 400 px box that scrolls, with five questions, the first open, one open at a time", async ({ page }) => {
  const faq = section(page, "Frequently Asked Questions");
  const box = faq.getByRole("group", { name: "Frequently Asked Questions" });
  const items = accordionItems(box);
  await expect(items).toHaveCount(5);
  expect((await box.boundingBox())!.height).toBe(400);

  const [first, second] = [items.nth(0), items.nth(1)];
  await expect(first).toHaveAttribute("open");
  await expect(answerOf(first)).toBeVisible();
  await expect(box.locator("details[open]")).toHaveCount(1);

  await questionOf(second).click();
  await expect(second).toHaveAttribute("open");
  await expect(answerOf(second)).toBeVisible();
  await expect(first).not.toHaveAttribute("open");
  await expect(answerOf(first)).toBeHidden();
  await expect(box.locator("details[open]")).toHaveCount(1);

  // More than fits: the box scrolls (by wheel, or by keyboard once focused) and the page does not grow.
  const { scrollHeight, clientHeight } = await box.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await box.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await questionOf(items.nth(4)).click();
  await expect(items.nth(4)).toHaveAttribute("open");
  await expect(answerOf(items.nth(4))).toBeInViewport();
  expect((await box.boundingBox())!.height).toBe(400);

  // Pressed again, the open question closes.
  await questionOf(items.nth(4)).click();
  await expect(box.locator("details[open]")).toHaveCount(0);
});

test("the FAQ needs no script: it works from the first paint, before React, and its questions fetch no code", async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname)));
  // Acts at DOMContentLoaded, not after page.goto(), which waits for React.
  await page.goto("about:blank");
  await page.evaluate((home) => window.location.assign(home), new URL("/", baseURL).href);
  await page.waitForURL(new URL("/", baseURL).href, { waitUntil: "domcontentloaded" });
  const items = accordionItems(section(page, "Frequently Asked Questions"));
  await questionOf(items.nth(1)).click();
  await expect(items.nth(1)).toHaveAttribute("open");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  // It stays so once React has taken over the page: nothing replays the press or resets the item.
  await whenInteractive(page);
  await page.waitForLoadState("networkidle");
  await expect(items.nth(1)).toHaveAttribute("open");
  await expect(page.locator("details[open]")).toHaveCount(1);
  expect(scripts.filter((path) => /Accordion/.test(path))).toEqual([]);
});

test("three blog teasers lead to their articles, and a link leads to the whole blog", async ({ page }) => {
  const blog = section(page, "From Our Blog");
  await expect(blog.getByRole("listitem")).toHaveCount(3);
  await expect(blog.getByRole("img")).toHaveCount(3);
  const links = blog.getByRole("list").getByRole("link", { name: "Learn More" });
  await expect(links).toHaveCount(3);
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(targets).toEqual(["/blog/webdevelopmentb", "/blog/AIML", "/blog/CloudCyberSecurity"]);
  await blog.getByRole("link", { name: "View all Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
});
