import { expect, test } from "../consoleGuard.ts";
import { pageAt } from "../sitePages.ts";
import { desktopNav, hamburger, sidebar } from "../siteChrome.ts";
import { alsoOnPhoneTag } from "../projectTags.ts";

/** SPEC "Blog list": seven cards, in this order, to these articles. */
const targets = [
  "/blog/webdevelopmentb",
  "/blog/AIML",
  "/blog/CloudCyberSecurity",
  "/blog/UIUX",
  "/blog/MobileApp",
  "/blog/Digital-marketings",
  "/blog/webDevelopmentes",
];

const articleTitle = (route: string) => {
  const header = pageAt(route).blocks.find((block) => block.type === "articleHeader");
  return header?.type === "articleHeader" ? header.heading : "";
};

test("the blog list shows 'Blog Page' and seven cards, each with a picture, a title and 'Learn More' to its article, in the spec's order", async ({ page }) => {
  await page.goto("/blog");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Blog Page");

  const cards = main.getByRole("region", { name: "Latest Articles" }).getByRole("listitem");
  await expect(cards).toHaveCount(7);
  for (const [index, route] of targets.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(articleTitle(route));
    await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", route);
  }
});

test("a card's 'Learn More' opens its article", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("region", { name: "Latest Articles" }).getByRole("listitem").nth(3).getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/blog\/UIUX$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleTitle("/blog/UIUX"));
});

test("the menu's Blog link leads to the blog list and is marked as the current page there", { tag: alsoOnPhoneTag }, async ({ page, isMobile }) => {
  await page.goto("/");
  // On a phone the menu is in the sidebar behind the hamburger; on a desktop, in the header.
  const menu = async () => {
    if (!isMobile) return desktopNav(page);
    await hamburger(page).click();
    return sidebar(page);
  };
  await (await menu()).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
  await expect((await menu()).getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
});
