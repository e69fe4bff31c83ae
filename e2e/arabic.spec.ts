import type { Page } from "@playwright/test";
import { test, expect } from "./consoleGuard.ts";
import { baseUrl, pageAt, siteData } from "./sitePages.ts";
import { alsoOnPhoneTag, phoneTag } from "./projectTags.ts";
import { storedWithMessage } from "./enquiryDatabase.ts";
import { recordAlerts, uniqueMessage } from "./contactFormFields.ts";
import { en } from "../src/words/en.ts";
import { arBlocks } from "../src/words/arBlocks.ts";
import { plural } from "../src/words/plural.ts";
import { desktopNav, hamburger as hamburgerOf, searchButton, searchPopup, sidebar as sidebarOf } from "./siteChrome.ts";

/**
 * Issue 51: the site in Arabic beside English. An Arabic page reads right to left from the server's
 * HTML, its header and footer speak Arabic, its links stay in Arabic without a reload, and the language
 * switch leads to the same page in the other language.
 */

const headingOf = (route: string) => (pageAt(route).blocks.find((block) => block.type === "hero") as { heading: string }).heading;
const arabicNav = (page: Page) => desktopNav(page, "ar");
const markSameDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.describe("at 1280 px wide", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an Arabic page is right to left from the server's HTML: the company's name on the right, the menu running leftwards from it, a dropdown under its summary's end, the cards' arrows pointing left", async ({ page }) => {
    await page.goto("/ar/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ar/about-us"));

    const brand = (await page.getByRole("banner").getByRole("link", { name: siteData.company.name }).boundingBox())!;
    const items = arabicNav(page).locator(":scope > ul > li");
    const [first, second] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
    await expect(items.nth(0)).toHaveText("الرئيسية");
    expect(brand.x).toBeGreaterThan(first.x);
    expect(brand.x + brand.width).toBeGreaterThan(1280 - 80);
    expect(first.x).toBeGreaterThan(second.x);

    const services = arabicNav(page).locator('summary:text-is("الخدمات")');
    await services.click();
    const panel = (await services.locator("xpath=../ul").boundingBox())!;
    const summary = (await services.boundingBox())!;
    expect(Math.abs(panel.x + panel.width - (summary.x + summary.width))).toBeLessThan(12);
    await expect(arabicNav(page).getByRole("link", { name: "جميع الخدمات" })).toHaveAttribute("href", "/ar/services");

    await page.goto("/ar");
    const arrow = page.locator("main a svg").filter({ has: page.locator("path") }).first();
    const arrowScale = () => page.locator("main li a:has(svg) svg").first().evaluate((svg) => getComputedStyle(svg).scale);
    await expect(arrow).toBeAttached();
    expect(await arrowScale()).toBe("-1 1");
    await page.goto("/");
    expect(await arrowScale()).not.toBe("-1 1");
  });

  test("a link on an Arabic page shows the Arabic page without a reload, and the menu stays in Arabic; the language switch loads the same page in English, and back", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname)));
    await page.goto("/ar/about-us");
    await markSameDocument(page);
    await arabicNav(page).getByRole("link", { name: "اتصل بنا" }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ar/contact"));
    // The form, drawn in the browser, speaks Arabic: the blocks' words came with its code, in Arabic only.
    await expect(page.getByRole("textbox", { name: arBlocks.contactForm.fields.labels.name, exact: true })).toBeVisible();
    expect(scripts.filter((path) => /\/assets\/(en|enBlocks)-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/assets\/arBlocks-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page).toHaveTitle(pageAt("/ar/contact").meta.title);
    expect(await sameDocument(page)).toBe(true);
    // The head follows the page shown: its twin for search engines too.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseUrl}/contact`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseUrl}/ar/contact`);

    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/contact"));
    expect(await sameDocument(page)).toBe(false);

    // Moved within English, the switch follows the page shown.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/about-us"));
    await page.getByRole("banner").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });
});

test("on a phone, the sidebar opens from the right edge and Escape closes it, focus back on the hamburger", { tag: phoneTag }, async ({ page }) => {
  await page.goto("/ar");
  const hamburger = hamburgerOf(page, "ar");
  const sidebar = sidebarOf(page, "ar");
  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await sidebar.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
  const box = (await sidebar.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
  await expect(sidebar.getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about-us");
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test("the contact form in Arabic says each rule's message in Arabic, keeps what was typed, and delivers the enquiry", { tag: alsoOnPhoneTag }, async ({ page }) => {
  const { labels, messages } = arBlocks.contactForm.fields;
  const alerts = recordAlerts(page);
  await page.goto("/ar/contact");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  const send = page.getByRole("button", { name: pageAt("/ar/contact").blocks.find((block) => block.type === "contactForm")!.submitLabel! });
  await expect(field(labels.address)).toHaveAttribute("dir", "ltr");

  await field(labels.name).fill("سارة أحمد");
  await field(labels.address).fill("sara@example");
  await send.click();
  await expect(page.getByText(messages.designationRequired)).toBeVisible();
  await expect(page.getByText(messages.addressInvalid)).toBeVisible();
  await expect(page.getByText(messages.messageRequired)).toBeVisible();
  await expect(field(labels.name)).toHaveValue("سارة أحمد");

  const message = uniqueMessage("استفسار تجريبي");
  await field(labels.designation).fill("مديرة تقنية المعلومات");
  await field(labels.orgname).fill("شركة المثال");
  await field(labels.address).fill("sara@example.com");
  await field(labels.message).fill(message);
  await send.click();
  await expect.poll(() => alerts).toEqual([`alert: ${arBlocks.contactForm.sent}`]);
  await expect.poll(() => storedWithMessage(message).length).toBe(1);
});

test("the search in Arabic looks through the Arabic pages: the popup lists the page a word is on and Enter opens it, and the Arabic search page lists it too", async ({ page }) => {
  // "الإنفاق" (the spending) is on one Arabic page, the digital marketing service's, and so is "إنفاق" in any form.
  const word = "الإنفاق";
  const route = "/ar/services/digital-marketing";
  await page.goto("/ar/about-us");
  await searchButton(page, "ar").click();
  const popup = searchPopup(page, "ar");
  // However the visitor spells it (with vowel marks, with another alef, without the article), the popup
  // finds the same page and highlights the word where the page first writes it, as it writes it there.
  for (const typed of ["الإِنْفَاق", "الانفاق", "إنفاق", word]) {
    await popup.getByRole("searchbox", { name: arBlocks.search.keywords }).fill(typed);
    await expect(popup.getByRole("link")).toHaveCount(1);
    await expect(popup.getByRole("link")).toHaveAttribute("href", route);
    await expect(popup.getByRole("link").locator("mark")).toHaveText("إنفاق");
  }
  // Sent without the live search (no JavaScript, or before it answers), the popup's form goes to the Arabic search page.
  await expect(popup.getByRole("search")).toHaveAttribute("action", "/ar/search");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(route));

  await page.goto(`/ar/search?s=${encodeURIComponent(word)}`);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(plural("ar", 1, arBlocks.search.pagesMatch));
  await expect(page.getByRole("main").getByRole("link", { name: /خدمات التسويق الرقمي/ })).toHaveAttribute("href", route);
});

test("on the narrowest phone, 320 px, the header holds the company's name, the language switch and its buttons without a sideways scroll, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const address of ["/", "/ar"]) {
    await page.goto(address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBe(320);
    for (const control of await page.getByRole("banner").locator("a:visible, button:visible").all()) {
      const box = (await control.boundingBox())!;
      expect(box.x, address).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, address).toBeLessThanOrEqual(320);
    }
  }
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic search page lists the page a word is on from the server's HTML, whether the word is typed with vowel marks, with another alef or without the article", async ({ page }) => {
    // "الإنفاق" (the spending) is on one Arabic page, the digital marketing service's: here with its vowel marks, with a bare alef, and without the article.
    for (const query of ["الإِنْفَاق", "الانفاق", "إنفاق"]) {
      const response = await page.goto(`/ar/search?s=${encodeURIComponent(query)}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const main = page.getByRole("main");
      await expect(main.getByRole("searchbox", { name: arBlocks.search.pageField })).toHaveValue(query);
      await expect(main.getByRole("status")).toHaveText(plural("ar", 1, arBlocks.search.pagesMatch));
      await expect(main.getByRole("link", { name: /خدمات التسويق الرقمي/ })).toHaveAttribute("href", "/ar/services/digital-marketing");
    }
  });

  test.describe("an unknown Arabic address", () => {
    // Chromium logs the 404 answer for the document itself.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("answers 404 with the Arabic page not found, right to left, inside the Arabic header and footer", async ({ page }) => {
      const response = await page.goto("/ar/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page).toHaveTitle(arBlocks.notFound.title);
      await expect(page.getByRole("heading", { level: 1, name: arBlocks.notFound.title })).toBeVisible();
      await expect(page.getByText(arBlocks.notFound.message)).toBeVisible();
      await expect(arabicNav(page)).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(arBlocks.footer.support);
      await expect(page.getByRole("contentinfo").locator('a[href="/ar/privacy-policy"]')).toHaveCount(1);
    });
  });
});

test("an unknown Arabic address takes the visitor to the Arabic home page after 2 seconds", async ({ page, consoleProblems }) => {
  const started = Date.now();
  await page.goto("/ar/this-page-does-not-exist"); // waits for React to take over, without a hydration warning (consoleGuard.ts)
  await expect(page.getByRole("heading", { level: 1, name: arBlocks.notFound.title })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/ar", { timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ar"));
  // The browser itself logs the 404 answer for the document; that one is expected here.
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((text) => !text.includes("404")));
});

test("an Arabic page draws its Arabic letters with the site's own Arabic typeface, and an English page never downloads it", async ({ page }) => {
  const arabicFont = /\/assets\/noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/;
  const fontRequests: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "font" && fontRequests.push(new URL(request.url()).pathname)));

  await page.goto("/about-us");
  // The language switch's "العربية" is drawn by the system's Arabic font there.
  await expect(page.getByRole("banner").getByRole("link", { name: en.header.otherLanguage })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((path) => arabicFont.test(path))).toEqual([]);

  await page.goto("/ar/about-us");
  // The face is the site's family with Arabic's unicode-range, so an Arabic word in it is drawn by Noto Sans Arabic once loaded.
  const loaded = await page.evaluate(async () => (await document.fonts.load('16px "Inter Variable"', "من نحن")).map((face) => face.unicodeRange));
  expect(loaded.filter((range) => range.startsWith("U+600-"))).toHaveLength(1);
  expect(fontRequests.some((path) => arabicFont.test(path))).toBe(true);
});

test("on an Arabic page, the Arabic typeface draws every Arabic letter at every weight the page uses, and lays out its lines with Inter's ascent and descent", async ({ page }) => {
  await page.goto("/ar/about-us");
  await page.evaluate(() => document.fonts.ready);
  // From the cache, the files arrive within `font-display: optional`'s short wait: the page is drawn with them.
  await page.reload();
  await page.evaluate(() => document.fonts.ready);

  // The file keeps only some of fontsource's letters and weights (src/theme/fontFiles.ts): none of the page's may fall to the system's font.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "main h1, main h2, main h3, main p, main li, main a, header a, footer a, footer p" });
  const drawnBy = new Map<string, number>();
  for (const nodeId of nodeIds) {
    for (const { familyName, glyphCount } of (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts) drawnBy.set(familyName, (drawnBy.get(familyName) ?? 0) + glyphCount);
  }
  expect([...drawnBy.keys()].sort()).toEqual(["Inter", "Noto Sans Arabic"]);
  expect(drawnBy.get("Noto Sans Arabic")).toBeGreaterThan(1000);
  const weights = await page.locator("main h1, main h2, main h3, main p").evaluateAll((elements) => [...new Set(elements.map((element) => getComputedStyle(element).fontWeight))].sort());
  expect(weights).toEqual(["400", "600", "700"]);

  // Measured by the browser: the Arabic face as the page declares it, against the family's Latin face.
  const ascentAndDescent = await page.evaluate(async () => {
    const declared = [...document.fonts].find((face) => face.unicodeRange.startsWith("U+600-"))!;
    const file = /url\(([^)]*noto-sans-arabic[^)]*)\)/.exec(document.getElementById("font-faces")!.textContent!)![1]!;
    const { ascentOverride, descentOverride, lineGapOverride } = declared;
    const arabic = new FontFace("Arabic face as declared", `url(${file})`, { ascentOverride, descentOverride, lineGapOverride });
    document.fonts.add(await arabic.load());
    const measure = (family: string) => {
      const context = new OffscreenCanvas(1, 1).getContext("2d")!;
      context.font = `100px "${family}"`;
      const { fontBoundingBoxAscent, fontBoundingBoxDescent } = context.measureText("ب");
      return [fontBoundingBoxAscent, fontBoundingBoxDescent];
    };
    return { arabic: measure("Arabic face as declared"), latin: measure("Inter Variable") };
  });
  expect(ascentAndDescent.arabic).toEqual(ascentAndDescent.latin);
});

test("on an Arabic page, phone numbers, e-mail addresses and prices read left to right inside the right-to-left text", async ({ page }) => {
  await page.goto("/ar/contact");
  const contacts = page.locator('main a[href^="tel:"], main a[href^="mailto:"]');
  expect(await contacts.count()).toBeGreaterThan(1);
  for (const link of await contacts.all()) {
    expect(await link.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).unicodeBidi])).toEqual(["ltr", "isolate"]);
  }
  // A number reads from its first digit on the left: the "+" or first digit starts the line of the link.
  const phone = contacts.filter({ has: page.locator(":scope[href^='tel:']") }).first();
  const [firstChar, lastChar] = await phone.evaluate((element) => {
    const text = element.firstChild!;
    const box = (start: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 1);
      return range.getBoundingClientRect().left;
    };
    return [box(0), box(text.textContent!.length - 1)];
  });
  expect(firstChar).toBeLessThan(lastChar);

  // A price keeps its own direction: "$6" left to right, the Arabic "اتصل بنا" (contact us) right to left.
  await page.goto("/ar/services/work-space");
  const direction = (text: string) => page.locator("main bdi", { hasText: text }).first().evaluate((element) => getComputedStyle(element).direction);
  expect([await direction("$6"), await direction("اتصل بنا")]).toEqual(["ltr", "rtl"]);
});
