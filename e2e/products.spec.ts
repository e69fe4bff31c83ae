import { expect, test } from "./consoleGuard.ts";
import { pageAt } from "./sitePages.ts";

const heroHeading = (route: string) => {
  const hero = pageAt(route).blocks.find((block) => block.type === "hero");
  return (hero as { heading: string }).heading;
};

const bandHeading = (route: string) => {
  const band = pageAt(route).blocks.find((block) => block.type === "callToAction");
  return (band as { heading: string }).heading;
};

const cards = [
  ["EazzQuote", "Learn More", "/eazzquote"],
  ["EazzEdu", "Learn More", "/eazzedu"],
  ["EazzHR", "Ask About EazzHR", "/contact"],
  ["EazzTrack", "Learn More", "/eazztrack"],
] as const;

const productPages = [
  { route: "/eazzquote", name: "EazzQuote", site: "https://www.eazzquote.example" },
  { route: "/eazzedu", name: "EazzEdu", site: "https://www.eazzedu.example" },
  { route: "/eazztrack", name: "EazzTrack", site: "https://www.eazztrack.example" },
] as const;

test.describe("products overview page", () => {
  test("shows the hero and the four products in order, each with its link", async ({ page }) => {
    await page.goto("/products");
    await expect(page).toHaveTitle(pageAt("/products").meta.title);
    const main = page.getByRole("main");

    const hero = main.getByRole("region", { name: heroHeading("/products"), exact: true });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(heroHeading("/products"));
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero.getByRole("link", { name: "Explore Our Products" })).toHaveAttribute("href", "#products");
    await expect(hero.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/contact");

    const grid = main.getByRole("region", { name: "Our Products", exact: true });
    await expect(grid).toHaveAttribute("id", "products");
    const items = grid.getByRole("listitem");
    await expect(items).toHaveCount(cards.length);
    await expect(items.getByRole("heading", { level: 3 })).toHaveText(cards.map(([title]) => title));
    for (const [index, [title, label, href]] of cards.entries()) {
      const link = items.nth(index).getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", href);
      // The card's title completes the link's name ("Learn More – EazzQuote"), for screen readers and search engines.
      await expect(link).toHaveAccessibleName(`${label} – ${title}`);
    }

    const closing = main.getByRole("region", { name: bandHeading("/products"), exact: true });
    await expect(closing.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/contact");
  });

  test("a product card leads to its page", async ({ page }) => {
    await page.goto("/products");
    const card = page.getByRole("region", { name: "Our Products", exact: true }).getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: "EazzTrack", exact: true }),
    });
    await card.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/eazztrack$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroHeading("/eazztrack"));
  });
});

for (const { route, name, site } of productPages) {
  test.describe(`${name} product page`, () => {
    test("shows the hero with the product's site and a demo request, six features and the way back", async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(pageAt(route).meta.title);
      const main = page.getByRole("main");

      const hero = main.getByRole("region", { name: heroHeading(route), exact: true });
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(heroHeading(route));
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(hero.getByRole("link")).toHaveCount(2);
      const visit = hero.getByRole("link", { name: `Visit ${name} (opens in a new tab)` });
      await expect(visit).toHaveAttribute("href", site);
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
      await expect(hero.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/contact");

      const features = main.getByRole("region", { name: `${name} Features`, exact: true });
      await expect(features).toHaveAttribute("id", "features");
      await expect(features.getByRole("listitem")).toHaveCount(6);

      const steps = main.getByRole("region", { name: "How It Works", exact: true }).getByRole("listitem");
      await expect(steps).toHaveCount(4);

      const more = page.locator("#more");
      await expect(more.getByRole("link", { name: "products from our team" })).toHaveAttribute("href", "/products");

      const closing = main.getByRole("region", { name: bandHeading(route), exact: true });
      await expect(closing.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/contact");
      await expect(closing.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/products");
    });
  });
}
