import { expect, test } from "../consoleGuard.ts";
import { pageAt } from "../sitePages.ts";
import { alsoOnPhoneTag } from "../projectTags.ts";

const route = "/services/ai-machine-learning";
const solutions = ["Predictive Analytics", "Recommendation Engines", "Chatbots & Assistants", "Fraud Detection"];

test.describe("AI & machine learning service page", () => {
  test("shows the hero, the AI and ML sections, the four solutions, the process and the closing band", async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle(pageAt(route).meta.title);
    const main = page.getByRole("main");

    const hero = main.getByRole("region", { name: "AI & Machine Learning Solutions" });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("AI & Machine Learning Solutions");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "#solutions");
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#ai");
    await expect(hero.getByRole("img", { name: /neural network/ })).toBeVisible();

    // Every section heading, in page order.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Artificial Intelligence",
      "Machine Learning",
      "Our AI Solutions",
      "How We Deliver AI Projects",
      "Put your data to work",
      "Ready to see what AI can do for your business?",
    ]);
    await expect(page.locator("#ai").getByRole("heading", { level: 2 })).toHaveText("Artificial Intelligence");
    await expect(page.locator("#ml").getByRole("heading", { level: 2 })).toHaveText("Machine Learning");
    await expect(page.locator("#ai").getByRole("img")).toHaveAttribute("alt", /chat window/);
    await expect(page.locator("#ml").getByRole("img")).toHaveAttribute("alt", /forecast line/);

    const grid = main.getByRole("region", { name: "Our AI Solutions" });
    await expect(grid).toHaveAttribute("id", "solutions");
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(solutions);

    const process = main.getByRole("region", { name: "How We Deliver AI Projects" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(["Discover", "Prepare Data", "Build & Validate", "Deploy & Improve"]);

    // Related services, linked from the conclusion.
    const conclusion = page.locator("#conclusion");
    await expect(conclusion.getByRole("link", { name: "cloud and cyber security services" })).toHaveAttribute("href", "/services/cyber-security");
    await expect(conclusion.getByRole("link", { name: "web development team" })).toHaveAttribute("href", "/services/web-development");

    const band = main.getByRole("region", { name: "Ready to see what AI can do for your business?" });
    await expect(band.getByRole("link")).toHaveCount(2);
    await expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(band.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services");
  });

  test("'Explore AI Solutions' scrolls to the solutions and 'Learn More' to the AI section", async ({ page }) => {
    await page.goto(route);
    const hero = page.getByRole("region", { name: "AI & Machine Learning Solutions" });
    await expect(page.locator("#solutions")).not.toBeInViewport();
    await hero.getByRole("link", { name: "Explore AI Solutions" }).click();
    await expect(page).toHaveURL(/#solutions$/);
    await expect(page.getByRole("region", { name: "Our AI Solutions" }).getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: "Predictive Analytics" })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/#ai$/);
    await expect(page.getByRole("heading", { level: 2, name: "Artificial Intelligence" })).toBeInViewport();
  });

  test("the closing band's 'Contact Us' opens the contact page", async ({ page }) => {
    await page.goto(route);
    await page.getByRole("region", { name: "Ready to see what AI can do for your business?" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("textbox", { name: "Designation" })).toBeVisible();
  });
  test("puts each section's picture beside its text on a wide screen, on the side the page asks for, and under it on a phone", { tag: alsoOnPhoneTag }, async ({ page }, testInfo) => {
    await page.goto(route);
    const placement = async (section: string) => {
      const region = page.getByRole("region", { name: section, exact: true });
      const text = (await region.getByRole("heading", { level: 2 }).boundingBox())!;
      const picture = (await region.getByRole("img").boundingBox())!;
      return { text, picture };
    };
    const ai = await placement("Artificial Intelligence");
    const ml = await placement("Machine Learning");
    if (testInfo.project.name === "phone") {
      expect(ai.picture.y).toBeGreaterThan(ai.text.y + ai.text.height);
      expect(ml.picture.y).toBeGreaterThan(ml.text.y + ml.text.height);
    } else {
      expect(ai.picture.x).toBeGreaterThanOrEqual(ai.text.x + ai.text.width);
      expect(ml.picture.x + ml.picture.width).toBeLessThanOrEqual(ml.text.x);
    }
  });
});
