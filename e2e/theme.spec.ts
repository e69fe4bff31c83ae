import { createHash } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { alsoOnPhoneTag } from "./projectTags.ts";
import { storageKey } from "../src/theme/colorScheme.ts";

const darkBackground = "rgb(13, 17, 23)";
const lightBackground = "rgb(255, 255, 255)";

/** The issue asks for 375 px and 1280 px: the phone project is narrowed to 375 px. */
async function atIssueWidth(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 375, height: 800 });
}

/**
 * Records the scheme and the page's background at DOMContentLoaded, before the app's script has run:
 * what the visitor sees on the first paint.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const record = window as unknown as { firstPaint: { theme?: string; background: string } };
      record.firstPaint = { theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor };
    });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: { theme?: string; background: string } }).firstPaint);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole("button", { name: "Dark Mode" });

test.describe("light and dark theme", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await atIssueWidth(page, testInfo);
    await recordFirstPaint(page);
  });

  test.describe("on a first visit from a system that prefers dark", () => {
    test.use({ colorScheme: "dark" });

    test("is dark from the first paint, with the switch pressed", { tag: alsoOnPhoneTag }, async ({ page }) => {
      await page.goto("/");
      expect(await firstPaint(page)).toEqual({ theme: "dark", background: darkBackground });
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0d1117");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    });

    test("remembers a visitor who switches to light, across reloads and pages", async ({ page }) => {
      await page.goto("/");
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
      expect(await background(page)).toBe(lightBackground);
      await page.goto("/about-us");
      expect(await firstPaint(page)).toEqual({ theme: "light", background: lightBackground });
    });
  });

  test.describe("on a first visit from a system that prefers light", () => {
    test.use({ colorScheme: "light" });

    test("is light, and the switch turns the whole page dark at once, text included", { tag: alsoOnPhoneTag }, async ({ page }) => {
      await page.goto("/privacy-policy");
      expect(await firstPaint(page)).toEqual({ theme: "light", background: lightBackground });
      const heading = page.getByRole("heading", { level: 1 });
      const lightText = await heading.evaluate((element) => getComputedStyle(element).color);
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
      // The page's blocks stay as served (static HTML React leaves alone): switching must not touch them.
      const content = await page.getByRole("main").innerText();

      await expect(toggle(page).locator(".moon")).toBeVisible();
      await expect(toggle(page).locator(".sun")).toBeHidden();
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      // The icon shows what the page is now: the sun, to go back to light.
      await expect(toggle(page).locator(".sun")).toBeVisible();
      await expect(toggle(page).locator(".moon")).toBeHidden();
      expect(await background(page)).toBe(darkBackground);
      expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightText);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await page.getByRole("main").innerText()).toBe(content);

      await page.reload();
      expect(await firstPaint(page)).toEqual({ theme: "dark", background: darkBackground });
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    });

    test("the web-development page's 'Dark Mode' / 'Light Mode' button switches the whole site, and the header's switch follows", async ({ page }) => {
      await page.goto("/services/web-development");
      const main = page.getByRole("main");
      const headerToggle = page.getByRole("banner").getByRole("button", { name: "Dark Mode" });
      await main.getByRole("button", { name: "Dark Mode", exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await background(page)).toBe(darkBackground);
      await expect(main.getByRole("button", { name: "Light Mode", exact: true })).toBeVisible();
      await expect(main.getByRole("button", { name: "Dark Mode", exact: true })).toHaveCount(0);
      await expect(headerToggle).toHaveAttribute("aria-pressed", "true");

      // Remembered, and labelled right from the first paint of the next page (its alias here).
      await page.goto("/services/web-developments");
      expect(await firstPaint(page)).toEqual({ theme: "dark", background: darkBackground });
      await main.getByRole("button", { name: "Light Mode", exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await expect(headerToggle).toHaveAttribute("aria-pressed", "false");
    });

    test("follows the system when it turns dark while the visitor has not chosen, and not once they have", async ({ page }) => {
      await page.goto("/");
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      await toggle(page).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await page.emulateMedia({ colorScheme: "light" });
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    });

    test("is switched by keyboard too", async ({ page }) => {
      await page.goto("/");
      await toggle(page).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await page.keyboard.press("Space");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    });
  });
});

test("a visitor who chose dark gets a dark first paint even while every script file is still on its way", async ({ browser, baseURL }) => {
  // A context of its own: the stored choice must not reach the other tests' pages.
  const context = await browser.newContext({ baseURL, colorScheme: "light" });
  try {
    const page = await context.newPage();
    await page.addInitScript((key) => window.localStorage.setItem(key, "dark"), storageKey);
    // No script file arrives (the requests are held), so nothing but the page itself can set the scheme.
    await page.route(/\/assets\/[\w-]+\.js$/, () => undefined);
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("footer").first().waitFor({ state: "attached" });
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor])).toEqual(["dark", darkBackground]);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0d1117");
  } finally {
    await context.close();
  }
});

test.describe("the built HTML", () => {
  test("sets the theme from an inline script in <head>, after the theme-color it sets, which the page's policy allows by its hash", async ({ request }) => {
    const response = await request.get("/");
    const html = await response.text();
    // Data blocks (structured data, the data for hydrating: type="application/ld+json" and "application/json") the browser never runs.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes!));
    // The import map of the page's content modules, the scheme's script (a classic script that runs as it
    // is parsed), then the boot script, a module.
    expect(scripts.map(([, attributes]) => attributes!.trim())).toEqual(['type="importmap"', "", 'type="module"']);
    const [inline, , code] = scripts[1]!;
    expect(html.indexOf('<meta name="theme-color"')).toBeLessThan(html.indexOf(inline!));
    expect(html.indexOf(inline!)).toBeLessThan(html.indexOf("</head>"));
    const hash = `'sha256-${createHash("sha256").update(code!, "utf8").digest("base64")}'`;
    expect(/script-src ([^;]*)/.exec(response.headers()["content-security-policy"]!)?.[1]?.split(" ")).toContain(hash);
  });
});
