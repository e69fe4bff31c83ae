import type { Page } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { holdRequests } from "./heldRequests.ts";

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
  const questions = box.getByRole("button");
  await expect(questions).toHaveCount(5);
  expect((await box.boundingBox())!.height).toBe(400);

  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(box.getByRole("region", { name: await first.innerText() })).toBeVisible();
  await expect(box.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(box.locator('[aria-expanded="true"]')).toHaveCount(1);

  // More than fits: the box scrolls (by wheel, or by keyboard once focused) and the page does not grow.
  const { scrollHeight, clientHeight } = await box.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await box.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await questions.nth(4).click();
  await expect(questions.nth(4)).toHaveAttribute("aria-expanded", "true");
  await expect(box.getByRole("region", { name: await questions.nth(4).innerText() })).toBeInViewport();
  expect((await box.boundingBox())!.height).toBe(400);
});

test("the FAQ's code comes only when the visitor nears it, and a question pressed before it has arrived opens once it has", async ({ page }) => {
  const { requested: requests, release } = await holdRequests(page, /\/assets\/Accordion-[\w-]+\.js$/);
  await page.goto("/"); // waits for <html data-hydrated> (consoleGuard.ts)
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);

  const questions = section(page, "Frequently Asked Questions").getByRole("button");
  await questions.nth(1).scrollIntoViewIfNeeded();
  await expect.poll(() => requests.length).toBe(1);
  // Pressed while the code is on its way: nothing can happen yet, and nothing is lost.
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  release();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  // It works as ever from then on.
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
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
