import { test, expect } from "./consoleGuard.ts";
import { expectPagePolicy, recordViolations } from "./policyOfPage.ts";
import { searchButton, searchPopup } from "./siteChrome.ts";

/**
 * The site under its own content security policy in the states that load more. Every address as it
 * loads, hydrates and scrolls through is checked in everyAddress.spec.ts.
 */

test.describe("content security policy", () => {
  test("the 404 page loads and hydrates without a violation", async ({ page, consoleProblems }) => {
    const violations = await recordViolations(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expectPagePolicy(response?.headers()["content-security-policy"], await response!.text(), "404");
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
    await searchButton(page).click();
    await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill("cloud");
    await expect(searchPopup(page).getByRole("link").first()).toBeVisible();
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
    // An inline script is exactly what the policy forbids; the browser refuses it and reports it, once
    // for each of the page's two policies.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.ranInline = true";
      document.head.append(script);
    });
    await expect.poll(violations).toEqual(["script-src-elem blocked inline (header)", "script-src-elem blocked inline (page)"]);
    expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
  });

  test("an injected <style> or style attribute is refused: no 'unsafe-inline'", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { visibility: hidden }";
      document.head.append(style);
      document.querySelector("h1")!.setAttribute("style", "visibility: hidden");
    });
    await expect.poll(violations).toContain("style-src-elem blocked inline (page)");
    expect(await violations()).toContain("style-src-attr blocked inline (header)");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
