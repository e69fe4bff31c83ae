import { test, expect } from "./consoleGuard.ts";
import { holdRequests } from "./heldRequests.ts";
import { baseUrl, pageAt } from "./sitePages.ts";
import { hamburger } from "./siteChrome.ts";
import { turnOnDataSaver } from "./dataSaver.ts";
import { alsoOnPhoneTag } from "./projectTags.ts";

test("the home page hydrates without errors and links lead to other pages without a reload", { tag: alsoOnPhoneTag }, async ({ page, isMobile }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The browser reports a scroll on the next frame; the sidebar closes on scroll, so the menu is opened
  // only once that report is in, or it would close again at once.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener("scroll", () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, document.body.scrollHeight);
      }),
  );
  if (isMobile) {
    // Below 992 px the menu is in the sidebar behind the hamburger. A plain mouse click: Playwright's
    // click() would first scroll the page, and the sidebar closes when the page scrolls.
    const box = (await hamburger(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  const aboutLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
  await aboutLink.click();

  const about = pageAt("/about-us");
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page).toHaveTitle(about.meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", about.meta.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/about-us`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("an alias in any letter case shows its page, hydrated, with the canonical address", async ({ page }) => {
  await page.goto("/Services/Cyber-Security");
  await expect(page.getByRole("heading", { level: 1, name: "Cloud & Cyber Security" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/services/cyber-security`);
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // The contact page's blocks (the form among them) were not on this page: their code loads on the way.
  await page.getByRole("link", { name: "Get Started Today" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("textbox", { name: "Designation" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // SPEC: the footer appears on every route except /contact.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("the 404 page shows the spec's texts and then goes home after 2 seconds", async ({ page, consoleProblems }) => {
  const started = Date.now();
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Oops! The page you are looking for doesn’t exist or has been moved. Redirecting you to the homepage...")).toBeVisible();
  // Its code and its footer's come on demand (neither is in a page's first load); the page still has both.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  // The browser itself logs the 404 answer for the document; that one is expected here.
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((text) => !text.includes("404")));
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("a page is complete and styled from its HTML alone", async ({ page }) => {
    await page.goto("/services/cyber-security");
    await expect(page.getByRole("heading", { level: 1, name: "Cloud & Cyber Security" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
    const hero = page.locator("main section").first();
    expect(await hero.evaluate((element) => getComputedStyle(element).paddingTop)).not.toBe("0px");
  });
});

test("the form's code is downloaded on the contact page and not on pages without a form", async ({ page }) => {
  await turnOnDataSaver(page);
  const formChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/ContactForm-[^/]+\.js$/.test(request.url())) formChunks.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/about-us", "/services/cyber-security", "/privacy-policy"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
  }
  expect(formChunks).toEqual([]);
  const rulesChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/enquiryResolver-[^/]+\.js$/.test(request.url())) rulesChunks.push(request.url());
  });
  await page.goto("/contact"); // waits for React (consoleGuard.ts)
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  expect(formChunks).toHaveLength(1);
  // The rules' code (the validation library) waits until the visitor reaches for the form.
  expect(rulesChunks).toEqual([]);
  await page.getByRole("textbox", { name: "Name", exact: true }).focus();
  await expect.poll(() => rulesChunks.length).toBe(1);
});

test("blocks without behaviour stay as served: their code, icons included, comes only for a page drawn in the browser", async ({ page }) => {
  await turnOnDataSaver(page);
  const blockChunks: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/(Hero|CardGrid|RichText|CallToAction|Icon)-[^/]+\.js$/.exec(request.url())?.[1];
    if (file) blockChunks.push(file);
  });
  await page.goto("/services/ai-machine-learning"); // waits for React (consoleGuard.ts)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.locator("main ul > li svg").first()).toBeVisible();
  expect(blockChunks).toEqual([]);

  // Their links still navigate without a reload, and the next page's blocks arrive with it.
  await page.locator("main").getByRole("link", { name: "All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page.locator("main ul > li svg").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(blockChunks).toEqual(expect.arrayContaining(["Hero", "CardGrid", "RichText", "Icon"]));
});

test("the page a visitor arrives on brings its own data in its HTML: its data chunk comes only when the visitor returns after leaving", async ({ page }) => {
  const dataChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/content\/pages\/services\/ai-machine-learning-\w+\.js$/.test(request.url())) dataChunks.push(request.url());
  });
  await page.goto("/services/ai-machine-learning"); // waits for React (consoleGuard.ts)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.waitForLoadState("networkidle");
  expect(dataChunks).toEqual([]);
  const served = await page.locator("main").innerText();

  await page.locator("main").getByRole("link", { name: "All Services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  // Once the new page is painted, the page left is dropped (a Back before then shows it as it was).
  await expect(page.locator("main h1")).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/ai-machine-learning$/);
  // Rendered whole by the browser this time, from its data chunk.
  await expect.poll(() => dataChunks.length).toBe(1);
  await expect(page.locator("main")).toHaveText(served, { useInnerText: true });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test.describe("when the next page cannot be fetched", () => {
  // Chromium logs each refused request.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("the visitor is told so and offered the page as a full load; the same link works once the connection is back, without a reload", async ({ page }) => {
    const privacyPolicyData = /\/assets\/content\/pages\/privacy-policy-\w+\.js$/;
    await page.route(privacyPolicyData, (route) => route.abort("internetdisconnected"));
    await page.goto("/about-us");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const privacyLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });

    await privacyLink.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("alert")).toHaveText("This page could not be loaded. Check your connection and try again.");
    await expect(page.getByRole("main").getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/privacy-policy");
    // The message stays while the visitor reads it, past the second after which a move counts as slow.
    await page.waitForTimeout(1500);
    await expect(page.getByRole("alert")).toHaveText("This page could not be loaded. Check your connection and try again.");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.locator("main h1")).toHaveCount(0);

    await page.unroute(privacyPolicyData);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await privacyLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a link followed while the page before it is still on its way shows its page", async ({ page }) => {
    const privacyPolicyData = /\/assets\/content\/pages\/privacy-policy-\w+\.js$/;
    await page.route(privacyPolicyData, (route) => route.abort("internetdisconnected"));
    // /about-us's page, fetched once the visitor leaves it (on Back, or ahead when the browser is idle), is held on its way.
    const aboutUs = await holdRequests(page, /\/assets\/content\/pages\/about-us-\w+\.js$/);
    await page.goto("/about-us");
    const privacyLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await privacyLink.click();
    await expect(page.getByRole("alert")).toHaveText("This page could not be loaded. Check your connection and try again.");
    // The page left is dropped once the message is painted, and forgotten with it.
    await expect(page.locator("main h1")).toHaveCount(0);

    // Back on /about-us, which is still on its way.
    await page.unroute(privacyPolicyData);
    await page.goBack();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading…");
    await privacyLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    aboutUs.release();
  });

  test("'Try again' loads the page from the server, as a plain link would", async ({ page }) => {
    const privacyPolicyData = /\/assets\/content\/pages\/privacy-policy-\w+\.js$/;
    await page.route(privacyPolicyData, (route) => route.abort("internetdisconnected"));
    await page.goto("/about-us");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});
