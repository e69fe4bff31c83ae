import { expect, test } from "../consoleGuard.ts";

const route = "/services/web-development";
const heading = "Custom Web Development";

test.describe("web development service page", () => {
  test("opens with its hero, whose buttons lead to the contact page and down to the services", async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Web Development Services | Example IT Solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const hero = page.getByRole("region", { name: heading });
    await expect(hero.getByRole("img", { name: /browser window with a page layout/ })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    const toServices = hero.getByRole("link", { name: "What We Build" });
    await expect(toServices).toHaveAttribute("href", "#services");
    await toServices.click();
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("shows its sections in order, each card grid with its cards in order", async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "What We Build",
      "Why Custom Web Development",
      "Benefits of a Custom Website",
      "eCommerce, CMS & Web Applications",
      "Why Choose Us",
      "Ready to build a website that works for your business?",
    ]);
    const grids: Record<string, string[]> = {
      "What We Build": ["Corporate Websites", "Landing Pages", "Front-End Development", "Back-End & APIs", "Website Redesign & Migration", "Maintenance & Support"],
      "Benefits of a Custom Website": ["Speed", "Security", "Scalability", "Search Visibility"],
      "eCommerce, CMS & Web Applications": ["eCommerce Development", "CMS & SaaS Platforms", "Web Applications"],
      "Why Choose Us": ["Clear Scope and Estimates", "Regular Demos", "Full-Stack Team", "Quality Checks Before Launch", "You Own the Code", "Support After Launch"],
    };
    for (const [name, titles] of Object.entries(grids)) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("listitem")).toHaveCount(titles.length);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(titles);
    }
    // Cards below the fold slide in as they scroll into view, and stay.
    const lastCard = page.getByRole("region", { name: "Why Choose Us" }).getByRole("listitem").last();
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveCSS("opacity", "1");
  });

  test("links to related services and ends with a call to action to the contact page", async ({ page }) => {
    await page.goto(route);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "UI/UX design", exact: true })).toHaveAttribute("href", "/services/ui-ux-design");
    await expect(main.getByRole("link", { name: "digital marketing", exact: true })).toHaveAttribute("href", "/services/digital-marketing");
    const cta = page.getByRole("region", { name: "Ready to build a website that works for your business?" });
    await expect(cta.getByRole("link")).toHaveText(["Contact Us", "All Services"]);
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services");
    await cta.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("is also served at /services/web-developments, with the main address as canonical", async ({ page }) => {
    await page.goto("/services/web-developments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.example.com/services/web-development");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});
