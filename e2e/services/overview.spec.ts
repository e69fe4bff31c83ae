import { expect, test } from "../consoleGuard.ts";
import { pageAt } from "../sitePages.ts";

const services = [
  ["AI & Machine Learning", "/services/ai-machine-learning"],
  ["Cloud & Cyber Security", "/services/cyber-security"],
  ["Web Development", "/services/web-development"],
  ["Mobile Application Development", "/services/mobile-application"],
  ["UI/UX Design", "/services/ui-ux-design"],
  ["Digital Marketing", "/services/digital-marketing"],
  ["Business Email Hosting", "/services/business-email-hosting"],
  ["Google Workspace", "/services/work-space"],
  ["Microsoft 365", "/services/microsoft-365"],
] as const;

const heroHeading = (route: string) => {
  const hero = pageAt(route).blocks.find((block) => block.type === "hero");
  return (hero as { heading: string }).heading;
};

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
});

test("lists every service page with a Learn More link, then how we work and a call to action", async ({ page }) => {
  await expect(page).toHaveTitle("Our IT Services | Example IT Solutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page.getByRole("img", { name: /connected tiles for cloud, code, design/ })).toBeVisible();

  const grid = page.getByRole("region", { name: "Explore Our Services", exact: true });
  const cards = grid.getByRole("listitem");
  await expect(cards).toHaveCount(services.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(services.map(([title]) => title));
  for (const [index, [title, href]] of services.entries()) {
    const link = cards.nth(index).getByRole("link", { name: "Learn More" });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAccessibleName(`Learn More – ${title}`);
  }

  const steps = page.getByRole("region", { name: "How We Work", exact: true }).getByRole("listitem");
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Understand", "Plan", "Deliver", "Support"]);

  const closing = page.getByRole("region", { name: "Not sure which service you need?", exact: true });
  await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("the hero's buttons lead to the service list and to the contact page", async ({ page }) => {
  const hero = page.getByRole("region", { name: "Our Services", exact: true });
  await expect(hero.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact");
  const explore = hero.getByRole("link", { name: "Explore Services" });
  await expect(explore).toHaveAttribute("href", "#services");
  await expect(page.locator("#services").getByRole("heading", { level: 2 })).not.toBeInViewport();
  await explore.click();
  await expect(page).toHaveURL(/\/services#services$/);
  await expect(page.locator("#services")).toBeInViewport();
});

test("following a card's link shows that service page", async ({ page }) => {
  const card = page.getByRole("region", { name: "Explore Our Services", exact: true }).getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: "Digital Marketing", exact: true }),
  });
  await card.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/services\/digital-marketing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroHeading("/services/digital-marketing"));
});
