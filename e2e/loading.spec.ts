import type { Page } from "@playwright/test";
import { expect, test } from "./consoleGuard.ts";
import { contactPanel, contactPanelButton, groupSummary, hamburger, searchButton, searchPopup, sidebar } from "./siteChrome.ts";
import { holdRequests } from "./heldRequests.ts";
import { isInteractive, whenInteractive } from "./interactive.ts";

/**
 * How a page arrives (README "How a page loads"): the prerendered HTML paints on its own, React and the
 * page's code come only after the page has loaded (or at once when the visitor reaches for it), and
 * hydrating moves nothing and fetches nothing from another host.
 */

const frameworkChunk = /\/assets\/framework-[\w-]+\.js$/;

/** When the largest paint happened, the load event started and the framework chunk was requested (ms since navigation). */
const loadTimeline = (page: Page) =>
  page.evaluate(
    (chunkPattern) =>
      new Promise<{ lcp: number; load: number; framework: number | undefined }>((resolve) => {
        new PerformanceObserver((list) => {
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const framework = performance.getEntriesByType("resource").find((entry) => new RegExp(chunkPattern).test(entry.name));
          resolve({ lcp: list.getEntries().at(-1)!.startTime, load: navigation!.loadEventStart, framework: framework?.startTime });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
    frameworkChunk.source,
  );

/**
 * The layout shifts since React started to load (the framework chunk's request), each with what moved.
 * Earlier shifts belong to the HTML and CSS alone, which `npm run bench` judges against the same page
 * without scripts.
 */
const shiftsOnceReactLoads = (page: Page) =>
  page.evaluate(
    (chunkPattern) =>
      new Promise<string[]>((resolve) => {
        const reactStarted = performance.getEntriesByType("resource").find((entry) => new RegExp(chunkPattern).test(entry.name))?.startTime ?? 0;
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
            if (entry.hadRecentInput || entry.startTime < reactStarted) continue;
            const moved = entry.sources.map(({ node }) => (node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.className}">` : node?.nodeName));
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first callback, or never when there are none.
        setTimeout(() => resolve(shifts), 300);
      }),
    frameworkChunk.source,
  );

test("React is fetched only after the page has painted and loaded, then takes over", async ({ page }) => {
  await page.goto("/"); // waits for React (consoleGuard.ts)
  const { lcp, load, framework } = await loadTimeline(page);
  expect(framework, "the framework chunk was fetched").toBeDefined();
  expect(framework!).toBeGreaterThanOrEqual(load);
  expect(framework!).toBeGreaterThan(lcp);
});

// Chromium asks for the tab's icon (/favicon.svg) only after the load event, so it never competes with
// the first paint; the headless shell these tests run in never asks for it.
test("until the boot script asks for the app, a page asks for its HTML, the Latin font once and its pictures: no script", async ({ page }) => {
  const requested: { type: string; path: string }[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("http")) requested.push({ type: request.resourceType(), path: new URL(request.url()).pathname });
  });
  await page.goto("/about-us"); // waits for React (consoleGuard.ts)
  // The first script asked for is one of the chunks the page names for the boot script to fetch.
  const pageChunks = (await page.locator('meta[name="page-chunks"]').getAttribute("content"))!.split(" ");
  const firstScript = requested.findIndex(({ type }) => type === "script");
  expect(firstScript, "a script was fetched").toBeGreaterThan(0);
  expect(pageChunks).toContain(requested[firstScript]!.path);
  // Preloaded in the mode the @font-face fetches it in, or the browser would fetch it a second time.
  expect(requested.filter(({ type }) => type === "font").map(({ path }) => path)).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
  expect(requested.slice(0, firstScript).map(({ type }) => type).filter((type) => !["document", "font", "image"].includes(type))).toEqual([]);
});

test("a key pressed before the page has loaded starts React at once, without waiting for the pictures", async ({ page, baseURL }) => {
  // The home page's first picture arrives 4 s late, so its load event does too.
  await page.route(/\/images\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  // Not page.goto(), which would wait for the page to load and hydrate.
  await page.goto("about:blank");
  await page.evaluate((home) => window.location.assign(home), new URL("/", baseURL).href);
  await page.waitForURL(new URL("/", baseURL).href, { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Tab");
  await whenInteractive(page, 3000);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

for (const route of ["/", "/about-us", "/contact", "/blog/UIUX", "/services/web-development", "/services/microsoft-365"]) {
  test(`${route}: nothing moves when React takes over the page, it adds no CSS, and every request stays on this site`, async ({ page, baseURL }) => {
    const otherHosts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL!).origin) otherHosts.push(request.url());
    });
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    expect(await shiftsOnceReactLoads(page)).toEqual([]);
    expect(otherHosts).toEqual([]);
    // Nor does it write any CSS: the rules the page came with are all it needs (src/theme/servedStyles.ts).
    const addedStyleSheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.ownerNode as Element).filter((node) => !node.matches("#font-faces, [data-served-css]")).map((node) => node.outerHTML),
    );
    expect(addedStyleSheets).toEqual([]);
  });
}

/**
 * Opens the home page without waiting for it (page.goto() would wait for React), with the framework
 * chunk held back 1.5 s, so the test acts on the prerendered HTML before React has taken over.
 */
async function homeBeforeReact(page: Page, baseURL: string | undefined) {
  await page.route(frameworkChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("about:blank");
  await page.evaluate((home) => window.location.assign(home), new URL("/", baseURL).href);
  await page.waitForURL(new URL("/", baseURL).href, { waitUntil: "domcontentloaded" });
}


/**
 * Opens the home page without waiting for it, with the framework chunk held back until `release()`,
 * so the test acts on the prerendered HTML for as long as it needs before React takes over.
 */
async function homeUntilReleased(page: Page, baseURL: string | undefined) {
  const { release } = await holdRequests(page, frameworkChunk);
  await page.goto("about:blank");
  await page.evaluate((home) => window.location.assign(home), new URL("/", baseURL).href);
  await page.waitForURL(new URL("/", baseURL).href, { waitUntil: "domcontentloaded" });
  return release;
}

test("the Search button pressed before React has taken over opens the popup before it has, and a search typed there is answered by the /search page", async ({ page, baseURL }) => {
  await homeUntilReleased(page, baseURL);
  await searchButton(page).click();
  await expect(searchPopup(page)).toBeVisible();
  const field = searchPopup(page).getByRole("searchbox", { name: "Keywords" });
  await expect(field).toBeFocused();
  await field.fill("penetration");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?s=penetration$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 page matches.");
  await expect(page.getByRole("main").getByRole("link", { name: /Cloud & Cyber Security Services/ })).toHaveAttribute("href", "/services/cyber-security");
});

test("the theme switch pressed before React has taken over turns the page dark before it has, and the page stays dark, the switch pressed, once it has", async ({ page, baseURL }) => {
  const release = await homeUntilReleased(page, baseURL);
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark Mode", exact: true });
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await isInteractive(page), "React was still on its way when the page turned dark").toBe(false);
  release();
  await whenInteractive(page);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("the contact panel's button pressed before React has taken over opens the panel, and its close button closes it, before React has", async ({ page, baseURL }) => {
  await homeUntilReleased(page, baseURL);
  await contactPanelButton(page).click();
  await expect(contactPanel(page)).toBeVisible();
  await expect(contactPanel(page).getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toBeVisible();
  await contactPanel(page).getByRole("button", { name: "Close menu" }).click();
  await expect(contactPanel(page)).toBeHidden();
  await expect(contactPanelButton(page)).toBeFocused();
  expect(await isInteractive(page), "React was still on its way").toBe(false);
});

test("the phone menu opened before React has taken over, and a group in it, stay open once React has, and close as before", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await homeBeforeReact(page, baseURL);
  const menuButton = hamburger(page);
  await menuButton.click();
  // The browser's own invoker command opened it, and the browser's <details> opens the group, with no script.
  await expect(sidebar(page)).toBeVisible();
  await groupSummary(sidebar(page), "Services").click();
  const serviceLink = sidebar(page).getByRole("link", { name: "Web Development" });
  await expect(serviceLink).toBeVisible();
  expect(await isInteractive(page), "React was still on its way when the menu opened").toBe(false);
  await whenInteractive(page);
  await expect(sidebar(page)).toBeVisible();
  await expect(serviceLink).toBeVisible();
  await sidebar(page).getByRole("button", { name: "Close menu" }).click();
  await expect(sidebar(page)).toBeHidden();
  await expect(menuButton).toBeFocused();
});
