import type { Page } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { siteData } from "./sitePages.ts";

const policy = (page: Page) => page.getByRole("main").locator("#policy");

/** WCAG's contrast ratio between two computed `rgb(r, g, b)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.match(/\d+/g)!.slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const colours = (page: Page) =>
  policy(page).evaluate((section) => {
    const paragraph = section.querySelector("p")!;
    return { text: getComputedStyle(paragraph).color, background: getComputedStyle(section).backgroundColor };
  });

test("the privacy policy covers definitions, the personal data collected and cookies, and gives the Dubai office's address from the site data", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(main.getByRole("heading", { name: "Interpretation and definitions" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Types of data collected" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Tracking technologies and cookies" })).toBeVisible();
  // SPEC section 3: the personal data types the policy names.
  for (const kind of ["Email address", "First name and last name", "Phone number", "Address, State, Province, ZIP/Postal code, City"]) {
    await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${kind}$`) })).toHaveCount(1);
  }
  const dubai = siteData.offices[0]!;
  expect(dubai.city).toContain("Dubai");
  await expect(main.getByText(`By post: ${siteData.company.legalName}, ${dubai.address.join(", ")}`)).toBeVisible();
  await expect(main.getByRole("link", { name: siteData.emails[0]!.address })).toHaveAttribute("href", `mailto:${siteData.emails[0]!.address}`);
});

test("in the light theme the policy is dark text on light grey, easily readable", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/privacy-policy");
  const { text, background } = await colours(page);
  expect(background).toBe("rgb(245, 247, 251)");
  expect(contrast(text, background)).toBeGreaterThanOrEqual(7);
});

test("in the dark theme the policy is light text on a near-black background, easily readable", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const { text, background } = await colours(page);
  expect(contrast(text, "rgb(0, 0, 0)")).toBeGreaterThan(contrast(text, "rgb(255, 255, 255)"));
  expect(contrast(text, background)).toBeGreaterThanOrEqual(7);
});
