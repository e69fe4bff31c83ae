import { expect, test } from "../consoleGuard.ts";

const route = "/services/mobile-application";
const heading = "Mobile Application Development";
const guide = "/downloads/mobile-app-planning-guide.pdf";

test.describe("mobile application service page", () => {
  test("opens with the phone mockup, a download button for the guide and a button down to the process", async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Mobile App Development Services | Example IT Solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const hero = page.getByRole("region", { name: heading });
    await expect(hero.getByRole("img", { name: /smartphone showing an app screen/ })).toBeVisible();
    await expect(hero.getByRole("link")).toHaveText(["Download Now (PDF)", "Our Process"]);
    await expect(hero.getByRole("link", { name: "Download Now (PDF)" })).toHaveAttribute("href", guide);
    // A click downloads the guide itself; the router does not take it for a page (which would be a 404).
    const download = page.waitForEvent("download");
    await hero.getByRole("link", { name: "Download Now (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe("mobile-app-planning-guide.pdf");
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    const toProcess = hero.getByRole("link", { name: "Our Process" });
    await expect(toProcess).toHaveAttribute("href", "#process");
    await toProcess.click();
    await expect(page.locator("#process")).toBeInViewport();
  });

  test("serves the planning guide as a PDF", async ({ page }) => {
    const response = await page.request.get(guide);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(body.length).toBeLessThan(20_000);
  });

  test("shows the features, reasons, six process steps and advanced solutions in order", async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Apps built around your users",
      "Features That Matter",
      "Why Choose Us",
      "Our Process",
      "Advanced App Solutions",
      "Have an app idea? Let's plan it together.",
    ]);
    const features = page.locator("#features");
    await expect(features).toHaveAccessibleName("Features That Matter");
    await expect(features.getByRole("listitem")).toHaveCount(5);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText(["Balance", "Security", "Resources", "Sync", "Fast"]);

    const reasons = page.getByRole("region", { name: "Why Choose Us" });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveText([
      "Planning Before Coding",
      "Design and Development in One Team",
      "Regular Test Builds",
      "Store Launch Handled",
    ]);

    const process = page.locator("#process");
    await expect(process).toHaveAccessibleName("Our Process");
    const steps = process.getByRole("list");
    await expect(steps).toHaveJSProperty("tagName", "OL");
    await expect(steps.getByRole("listitem")).toHaveCount(6);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Planning",
      "Design",
      "App Development",
      "Quality Assurance",
      "Maintenance",
      "Continuous Support",
    ]);

    const solutions = page.getByRole("region", { name: "Advanced App Solutions" });
    await expect(solutions.getByRole("listitem")).toHaveCount(3);
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(["AI App Solutions", "Blockchain Integration", "Voice Chat Integration"]);
    await expect(solutions.getByRole("link", { name: "Explore AI & ML" })).toHaveAttribute("href", "/services/ai-machine-learning");
  });

  test("links to related services and ends with a call to action to the contact page", async ({ page }) => {
    await page.goto(route);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "web development", exact: true })).toHaveAttribute("href", "/services/web-development");
    await expect(main.getByRole("link", { name: "UI/UX design", exact: true })).toHaveAttribute("href", "/services/ui-ux-design");
    const cta = page.getByRole("region", { name: "Have an app idea? Let's plan it together." });
    await expect(cta.getByRole("link")).toHaveText(["Contact Us", "Download the Guide (PDF)"]);
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Download the Guide" })).toHaveAttribute("href", guide);
    await cta.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
