import type { Locator, Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../scripts/lib/paths.ts";
import { contentFolder } from "../scripts/lib/content/contentSpecifiers.ts";
import { test, expect } from "./consoleGuard.ts";
import { watchReactScript, whenInteractive } from "./interactive.ts";
import { turnOnDataSaver } from "./dataSaver.ts";
import { holdRequests } from "./heldRequests.ts";
import { alsoOnPhoneTag } from "./projectTags.ts";

/**
 * Moving from page to page (src/app/navigation.ts, src/app/prefetch.ts): the next page is
 * fetched before the click (hover, focus, press, or its link in view), the old page stays until the
 * new one can show whole, and a slow or failed fetch is told plainly.
 */

const codeChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
/** A page's data module (scripts/lib/content/siteContent.ts), by the name of its page file: "about-us", "UIUX". */
const dataChunk = (name: string) => new RegExp(`/${contentFolder}/pages/(.+/)?${name}-\\w+\\.js$`);

/** The content modules that hold page files' data, by address. */
function pageDataChunks(): Set<string> {
  const folder = join(distDir, contentFolder, "pages");
  const modules = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  return new Set(modules.map((file) => `/${contentFolder}/pages/${file.split("\\").join("/")}`));
}

/** Whether "Loading…" ever shows in <main> from now on: recorded in the page, as it happens. */
async function watchForLoadingText(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.getElementById("main")?.textContent?.includes("Loading…")) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { loading: boolean } }).seen.loading);
}

const markSameDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Keeps the element drawn ahead in the page, to tell later whether the click showed that very element. */
const rememberDrawnAhead = (drawnAhead: Locator) => drawnAhead.evaluate((element) => ((window as unknown as { drawnAhead: Element }).drawnAhead = element));
const isTheOneDrawnAhead = (shown: Locator) => shown.evaluate((element) => element === (window as unknown as { drawnAhead: Element }).drawnAhead);

/** The header's link home (the company name leads home, at every width), on `path` once React has the page. */
async function homeLinkOn(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await whenInteractive(page);
  return page.getByRole("banner").locator('a[href="/"]').first();
}

/**
 * The header menu's link `name` on /about-us, once the visitor has reached for it (by mouse or by
 * keyboard) and its page is drawn ahead and laid out: it has its size.
 */
async function menuLinkDrawnAhead(page: Page, name: string, reach: "hover" | "focus" = "hover"): Promise<{ menu: Locator; link: Locator }> {
  await page.goto("/about-us");
  await whenInteractive(page);
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const link = menu.getByRole("link", { name, exact: true });
  await link[reach]();
  await expect.poll(() => page.locator("main h1").nth(1).evaluate((h1) => h1.getBoundingClientRect().height)).toBeGreaterThan(0);
  return { menu, link };
}

test("a link the visitor hovers is fetched before the click, and the click shows its page at once, never 'Loading…'", async ({ page }) => {
  await page.goto("/blog");
  await markSameDocument(page);
  const article = page.getByRole("main").getByRole("link", { name: /UI\/UX/ }).first();
  const fetched = page.waitForRequest(dataChunk("UIUX"));
  await article.hover();
  await fetched;
  await page.waitForLoadState("networkidle");
  const sawLoading = await watchForLoadingText(page);

  await article.click();
  await expect(page).toHaveURL(/\/blog\/UIUX$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Blog Page");
  expect(await sawLoading()).toBe(false);
  expect(await stillSameDocument(page)).toBe(true);
});

test("the page behind a link the visitor reaches for is drawn ahead, out of sight, and the click reveals that same page without drawing it again", async ({ page }) => {
  await page.goto("/blog");
  await whenInteractive(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const article = page.getByRole("main").getByRole("link", { name: /UI\/UX/ }).first();
  await article.hover();
  // Drawn in <main> after the page on screen, hidden from sight and from assistive technology.
  const drawnAhead = page.locator("main h1").nth(1);
  await expect(drawnAhead).toBeAttached();
  await expect(drawnAhead).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
  // Laid out already (it has its size), so the click only moves it into place; yet out of the window,
  // and the page is no taller.
  await expect.poll(() => drawnAhead.evaluate((h1) => h1.getBoundingClientRect().height)).toBeGreaterThan(0);
  await expect(drawnAhead).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  // Nor can it take focus: a link of the page drawn ahead stays unfocused when asked.
  const focusable = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>("main > *")].find((section) => section.style.visibility === "hidden")?.querySelector<HTMLElement>("a[href]");
    link?.focus();
    return link ? document.activeElement === link : null;
  });
  expect(focusable).toBe(false);
  await rememberDrawnAhead(drawnAhead);

  await article.click();
  await expect(page).toHaveURL(/\/blog\/UIUX$/);
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await isTheOneDrawnAhead(page.locator("main h1"))).toBe(true);
  // The head follows the page shown, once it is shown.
  await expect(page).toHaveTitle(/UI\/UX/);
});

test("the click shows the page drawn ahead in the next frame: the address, its heading in place at the top, the footer as the page has it", async ({ page }) => {
  const { link: contact } = await menuLinkDrawnAhead(page, "Contact");

  // What the first frame after the click draws, read just before the browser paints it.
  const atClick = await contact.evaluate(
    (link: HTMLElement) =>
      new Promise((resolve) => {
        scrollTo(0, 400);
        link.click();
        requestAnimationFrame(() => {
          const shown = [...document.querySelectorAll("main h1")].filter((h1) => h1.checkVisibility({ visibilityProperty: true }));
          resolve({
            address: location.pathname,
            headings: shown.map((h1) => h1.textContent),
            inPlace: shown[0]!.getBoundingClientRect().top < innerHeight,
            scrolled: scrollY,
            footerShown: document.querySelector("footer")?.checkVisibility() ?? false,
          });
        });
      }),
  );
  expect(atClick).toEqual({ address: "/contact", headings: ["Let's talk about your next project"], inPlace: true, scrolled: 0, footerShown: false });
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveTitle(/Contact/);
  await expect(contact).toHaveAttribute("aria-current", "page");
  // Back shows the page before, and its footer.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A technology partner you can build on");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("by keyboard too: Enter on a focused link shows its page drawn ahead, and the focus lands on the new page, whose first control Tab then reaches", async ({ page }) => {
  await menuLinkDrawnAhead(page, "Contact", "focus");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your next project");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("main :focus")).toHaveCount(1);
});

test("two clicks in one moment: the second page shows, once, and Back returns to the first", async ({ page }) => {
  const { menu, link: contact } = await menuLinkDrawnAhead(page, "Contact");
  const blog = await menu.getByRole("link", { name: "Blog", exact: true }).elementHandle();
  await contact.evaluate((link: HTMLElement, next) => {
    link.click();
    (next as HTMLElement).click();
  }, blog);
  await expect(page).toHaveURL(/\/blog$/);
  // One page shown; the one first reached for may still wait, drawn ahead, out of sight.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Page");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your next project");
  await expect(page.getByRole("contentinfo")).toBeHidden();
});

test("a page shown by the click lays out its lower sections once painted: it ends as tall as the same page loaded directly, its footer reachable", async ({ page }) => {
  await page.goto("/blog/UIUX");
  const direct = await page.evaluate(() => document.documentElement.scrollHeight);

  await page.goto("/blog");
  const article = page.getByRole("main").getByRole("link", { name: /UI\/UX/ }).first();
  await article.hover();
  await expect(page.locator("main h1")).toHaveCount(2); // drawn ahead
  await article.click();
  await expect(page).toHaveURL(/\/blog\/UIUX$/);
  await expect(page.locator("main h1")).toHaveCount(1); // the page left is dropped once this one is painted
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBe(direct);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("contentinfo")).toBeInViewport();
});

test("the pictures further down a page drawn ahead wait until it is shown and they near the screen, as on any page", async ({ page }) => {
  const home = await homeLinkOn(page, "/services/cyber-security");
  const pictures: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "image" && pictures.push(new URL(request.url()).pathname)));
  await home.hover();
  await expect(page.locator("main h1")).toHaveCount(2); // drawn ahead
  await page.waitForLoadState("networkidle");
  // The home page's article cards sit far below its first screen: their pictures load lazily.
  const articlePictures = () => pictures.filter((path) => path.startsWith("/images/blog/"));
  expect(articlePictures()).toEqual([]);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("main").getByRole("img").last().scrollIntoViewIfNeeded();
  await expect.poll(articlePictures).not.toEqual([]);
});

test("a hovered page's blocks are fetched beside its data, not after it: the code comes while the data is still on its way", async ({ page }) => {
  await page.goto("/blog");
  await whenInteractive(page);
  // Every page's data held back: block code can come only from what the route table says.
  const dataChunks = pageDataChunks();
  const data = await holdRequests(page, (url) => dataChunks.has(url.pathname));
  // The article's header block is on no page of the blog's list: its code is fetched for this page only.
  const headerCode = page.waitForRequest(codeChunk("ArticleHeader"));
  await page.getByRole("main").getByRole("link", { name: /UI\/UX/ }).first().hover();
  await headerCode;
  await expect.poll(() => data.requested.some((url) => dataChunk("UIUX").test(url))).toBe(true); // and held
  data.release();
  await expect(page.locator("main h1")).toHaveCount(2); // drawn ahead once the data is here
});

test("pages merely in view wait for the page the pointer rests on, then come one at a time", async ({ page }) => {
  const dataChunks = pageDataChunks();
  const isData = (url: string) => dataChunks.has(new URL(url).pathname);
  const events: string[] = [];
  page.on("request", (request) => void (isData(request.url()) && events.push(`start ${new URL(request.url()).pathname}`)));
  page.on("requestfinished", (request) => void (isData(request.url()) && events.push(`end ${new URL(request.url()).pathname}`)));
  await page.goto("/services/cyber-security");
  await whenInteractive(page);
  const aboutUs = await holdRequests(page, dataChunk("about-us"));
  // The pointer's first move (which starts the watch on links in view) lands on the header's About Us.
  await page.getByRole("banner").getByRole("link", { name: "About Us", exact: true }).first().hover();
  await expect.poll(() => aboutUs.requested.length).toBe(1);
  await page.waitForTimeout(2500); // longer than the idle wait (2 s at most)
  expect(events.filter((event) => event.startsWith("start"))).toHaveLength(1);

  aboutUs.release();
  await expect.poll(() => events.filter((event) => event.startsWith("start")).length).toBeGreaterThanOrEqual(3);
  // Never two pages' data in flight at once.
  let inFlight = 0;
  for (const event of events) {
    inFlight += event.startsWith("start") ? 1 : -1;
    expect(inFlight, events.join("\n")).toBeLessThanOrEqual(1);
  }
});

test("a link that gets keyboard focus is fetched before Enter is pressed", async ({ page }) => {
  await page.goto("/blog");
  const article = page.getByRole("main").getByRole("link", { name: /AI/ }).first();
  const target = await article.getAttribute("href");
  const fetched = page.waitForRequest(dataChunk(target!.split("/").pop()!));
  await article.focus();
  await fetched;
});

test("links in view are fetched while the browser is idle once the visitor uses the page, not before; with data saver on, never", async ({ page, browser }) => {
  // The banner's "Get Started Today" leads to /contact, in view at every width.
  const contactData = dataChunk("contact");
  const requested: string[] = [];
  page.on("request", (request) => void requested.push(new URL(request.url()).pathname));
  await page.goto("/services/cyber-security");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2500); // longer than the idle wait (2 s at most)
  // A visit that only looks (a crawler, Lighthouse) downloads nothing beyond its page.
  expect(requested.filter((path) => contactData.test(path))).toEqual([]);
  await expect(page.getByRole("main").getByRole("link", { name: "Get Started Today" })).toBeInViewport();
  const fetched = page.waitForRequest(contactData);
  await page.mouse.move(10, 300);
  await fetched;

  const saver = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  await turnOnDataSaver(saver);
  await saver.addInitScript(watchReactScript);
  const savedRequests: string[] = [];
  saver.on("request", (request) => void savedRequests.push(new URL(request.url()).pathname));
  await saver.goto("/services/cyber-security");
  await whenInteractive(saver);
  await saver.mouse.move(10, 300);
  await saver.waitForLoadState("networkidle");
  await saver.waitForTimeout(2500); // longer than the idle wait (2 s at most)
  expect(savedRequests.filter((path) => contactData.test(path))).toEqual([]);
  await saver.close();
});

test("a page slow to arrive: the old page stays and works, after a second a progress bar says so, then the new page shows at its top", { tag: alsoOnPhoneTag }, async ({ page }) => {
  await page.route(dataChunk("privacy-policy"), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto("/about-us");
  await markSameDocument(page);
  const sawLoading = await watchForLoadingText(page);
  const heading = page.getByRole("heading", { level: 1 });
  const oldHeading = await heading.textContent();
  const progress = page.getByRole("progressbar", { name: "Loading the page" });

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(heading).toHaveText(oldHeading!);
  await expect(progress).toHaveCount(0);
  await expect(progress).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");

  await expect(heading).toHaveText("Privacy Policy", { timeout: 5000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("main")).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sawLoading()).toBe(false);
  expect(await stillSameDocument(page)).toBe(true);
});
