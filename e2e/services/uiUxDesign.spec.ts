import { expect, test } from "../consoleGuard.ts";
import { pageAt } from "../sitePages.ts";

const route = "/services/ui-ux-design";
const heroHeading = "UI/UX Design Built Around Your Users";
const bandHeading = "Ready to make your product easier to use?";

test.describe("UI/UX design service page", () => {
  test("shows the hero, three services, the process, three reasons to choose us and the closing band", async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle(pageAt(route).meta.title);
    const main = page.getByRole("main");

    const hero = main.getByRole("region", { name: heroHeading });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(heroHeading);
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero.getByRole("link")).toHaveCount(2);
    await expect(hero.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Our Design Services" })).toHaveAttribute("href", "#services");
    await expect(hero.getByRole("img", { name: /wireframe on a desktop screen/ })).toBeVisible();

    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Design that works for people and for your business",
      "Our UI/UX Design Services",
      "Our Design Process",
      "Why Choose Us for UI/UX Design",
      "From design to a working product",
      bandHeading,
    ]);

    const services = main.getByRole("region", { name: "Our UI/UX Design Services" });
    await expect(services).toHaveAttribute("id", "services");
    await expect(services.getByRole("listitem")).toHaveCount(3);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(["User Research", "UI Design", "Prototyping & Usability Testing"]);

    const process = main.getByRole("region", { name: "Our Design Process" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(["Discover", "Structure", "Design & Prototype", "Test & Hand Over"]);

    const whyUs = main.getByRole("region", { name: /Why Choose Us/ });
    await expect(whyUs).toHaveAttribute("id", "why-us");
    await expect(whyUs.getByRole("listitem")).toHaveCount(3);
    await expect(whyUs.getByRole("heading", { level: 3 })).toHaveText([
      "Decisions Based on Evidence",
      "Accessible and Responsive",
      "Designers Who Work With Developers",
    ]);

    // Related services, linked from the conclusion.
    const conclusion = page.locator("#conclusion");
    await expect(conclusion.getByRole("link", { name: "web development" })).toHaveAttribute("href", "/services/web-development");
    await expect(conclusion.getByRole("link", { name: "mobile application development" })).toHaveAttribute("href", "/services/mobile-application");

    const band = main.getByRole("region", { name: bandHeading });
    await expect(band.getByRole("link")).toHaveCount(2);
    await expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(band.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services");
  });

  test("'Our Design Services' scrolls to the service cards", async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("#services")).not.toBeInViewport();
    await page.getByRole("region", { name: heroHeading }).getByRole("link", { name: "Our Design Services" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { level: 2, name: "Our UI/UX Design Services" })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: "User Research" })).toBeInViewport();
  });

  test("'Start Your Project' opens the contact page", async ({ page }) => {
    await page.goto(route);
    await page.getByRole("region", { name: heroHeading }).getByRole("link", { name: "Start Your Project" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("textbox", { name: "Designation" })).toBeVisible();
  });
});
