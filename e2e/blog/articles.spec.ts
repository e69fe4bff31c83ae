import { expect, test } from "../consoleGuard.ts";
import { baseUrl, pageAt } from "../sitePages.ts";

/** SPEC "Blog articles": every article, the service page its text must link to, and its layout. */
const articles = [
  { route: "/blog/webdevelopmentb", service: "/services/web-development", topic: "Web Development" },
  { route: "/blog/webDevelopmentes", service: "/services/web-development", topic: "Web Development", hero: true },
  { route: "/blog/AIML", service: "/services/ai-machine-learning", topic: "AI & Machine Learning" },
  { route: "/blog/CloudCyberSecurity", service: "/services/cyber-security", topic: "Cloud & Cyber Security" },
  { route: "/blog/UIUX", service: "/services/ui-ux-design", topic: "UI/UX Design" },
  { route: "/blog/MobileApp", service: "/services/mobile-application", topic: "Mobile App Development" },
  { route: "/blog/mobile-applications", service: "/services/mobile-application", topic: "Mobile Applications", hero: true },
  { route: "/blog/Digital-marketings", service: "/services/digital-marketing", topic: "Digital Marketing" },
];

const titleOf = (route: string) => {
  const header = pageAt(route).blocks.find((block) => block.type === "articleHeader");
  if (header?.type !== "articleHeader") throw new Error(`${route} has no article header`);
  return header.heading;
};

for (const { route, service, topic, hero } of articles) {
  test(`${route} is a dated article with its trail, sections, lists and links to ${service}`, async ({ page }) => {
    await page.goto(route);
    const main = page.getByRole("main");

    const trail = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Blog", topic]);
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(trail.getByText(topic, { exact: true })).toHaveAttribute("aria-current", "page");

    const title = titleOf(route);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    const header = main.getByRole("region", { name: title });
    await expect(header.getByText(/^Published \d{1,2} [A-Z][a-z]+ 2026$/)).toBeVisible();
    const readingTime = await header.getByText(/^\d+ min read$/).innerText();
    // Several hundred words at 220 a minute.
    expect(Number.parseInt(readingTime)).toBeGreaterThanOrEqual(4);
    await expect(header.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);

    expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    expect(await main.locator("ul, ol").filter({ has: page.getByRole("listitem") }).count()).toBeGreaterThanOrEqual(3);
    // In-text links: inside the article's paragraphs and lists, not only the closing band's button.
    expect(await main.locator(`p a[href="${service}"], li a[href="${service}"]`).count()).toBeGreaterThanOrEqual(2);

    if (hero) {
      await expect(main.getByRole("region", { name: "Introduction" })).toHaveAttribute("id", "introduction");
      await expect(main.getByRole("region", { name: "Conclusion" })).toHaveAttribute("id", "conclusion");
    }
  });
}

test("/blog/aiml and /blog/AIML are one article, and both spellings tell search engines the same address", async ({ page }) => {
  for (const address of ["/blog/aiml", "/blog/AIML"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf("/blog/AIML"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/blog/AIML`);
  }
});

test("/blog/digital-marketings and /blog/Digital-marketings are one article", async ({ page }) => {
  for (const address of ["/blog/digital-marketings", "/blog/Digital-marketings"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf("/blog/Digital-marketings"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/blog/Digital-marketings`);
  }
});

test("a hero-layout article opens on the brand banner, its picture beside the title on a wide screen and under it on a phone", async ({ page }) => {
  await page.goto("/blog/webDevelopmentes");
  const header = page.getByRole("main").getByRole("region", { name: titleOf("/blog/webDevelopmentes") });
  expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("linear-gradient");
  const title = (await header.getByRole("heading", { level: 1 }).boundingBox())!;
  const picture = (await header.getByRole("img").boundingBox())!;
  if (page.viewportSize()!.width >= 992) expect(picture.x).toBeGreaterThanOrEqual(title.x + title.width);
  else expect(picture.y).toBeGreaterThanOrEqual(title.y + title.height);
});

test("an article's sections read as one column: a section that continues the text adds no second gap above its heading", async ({ page }) => {
  await page.goto("/blog/UIUX");
  const sections = page.getByRole("main").locator("section[data-flow=text]");
  expect(await sections.count()).toBeGreaterThanOrEqual(2);
  await expect(sections.nth(1)).toHaveCSS("padding-top", "0px");
});

test("the breadcrumb's Blog step returns to the blog list without reloading the page", async ({ page }) => {
  await page.goto("/blog/UIUX");
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
});
