import { test, expect } from "./consoleGuard.ts";
import type { Page } from "@playwright/test";
import { securityHeaders } from "../src/server/responseHeaders.ts";

/**
 * The site under its own content security policy: the browser reports every resource, script or style
 * the policy blocks as a `securitypolicyviolation` event, recorded here from before the page's first
 * script runs. (consoleGuard fails every test on Chromium's console error for a violation too.)
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// Pages with every kind of content: hero and cards, a form, a blog article, tables and plans,
// server-filled search results, and an alias in other letter case.
const addresses = ["/", "/contact", "/blog/UIUX", "/services/business-email-hosting", "/search?s=cloud", "/blog/aiml"];

test.describe("content security policy", () => {
  for (const address of addresses) {
    test(`${address} loads, hydrates and scrolls through without a violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(address);
      expect(response?.headers()["content-security-policy"]).toBe(securityHeaders["Content-Security-Policy"]);
      await page.waitForLoadState("networkidle");
      // Scrolling reveals the cards and loads the lazy pictures, each under the policy too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
    });
  }

  test("the 404 page loads and hydrates without a violation", async ({ page, consoleProblems }) => {
    const violations = await recordViolations(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toBe(securityHeaders["Content-Security-Policy"]);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // Read before the page's own redirect home (after 2 s) replaces the document.
    expect(await violations()).toEqual([]);
    // The browser itself logs the 404 answer for the document; that one is expected here.
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((text) => !text.includes("status of 404")));
  });

  test("opening the search popup (which fetches the index) and switching theme cause no violation", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("dialog", { name: "Search the site" }).getByRole("searchbox", { name: "Keywords" }).fill("cloud");
    await expect(page.getByRole("dialog", { name: "Search the site" }).getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});

test.describe("the violation recorder", () => {
  // Chromium logs the refusal below as a console error, which is the point here.
  test.use({ expectedConsoleErrors: [/violates the following Content Security Policy directive/] });

  test("sees a violation when there is one", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/");
    // An inline script is exactly what the policy forbids; the browser refuses it and reports it.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.ranInline = true";
      document.head.append(script);
    });
    await expect.poll(violations).toEqual(["script-src-elem blocked inline"]);
    expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
  });
});
