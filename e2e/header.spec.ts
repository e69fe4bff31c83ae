import type { Page } from "@playwright/test";
import type { NavigationGroup, NavigationLink } from "../src/generated/site.ts";
import { test, expect } from "./consoleGuard.ts";
import { pageAt, siteData as site } from "./sitePages.ts";
import { desktopNav, focusIsInDialog, groupSummary, hamburger, menuGroup, sidebar } from "./siteChrome.ts";
import { phoneTag } from "./projectTags.ts";

/**
 * SPEC "Header" and issue 4 points 1-3: the menu from pages/_site.json, as a visitor uses it. Its
 * groups are the browser's own <details>, opened by a click, Enter or Space on their summary, one at a
 * time per level; the sidebar is a <dialog> the browser opens and closes by invoker commands.
 */

const group = (label: string) => site.navigation.find((item) => item.label === label) as NavigationGroup;
const linksOf = (label: string) => group(label).children.filter((child): child is NavigationLink => "href" in child);
const emailHostingLinks = (group("Services").children.find((child) => child.label === "Business Email Hosting") as NavigationGroup).children;

/** A dropdown of the desktop menu, and the summary that opens it. */
const dropdown = (page: Page, label: string) => menuGroup(desktopNav(page), label);
const summary = (page: Page, label: string) => groupSummary(desktopNav(page), label);

test.describe("at 1280 px wide", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a click on Services opens its links in a panel under it, a click on Products shows Products instead, a second click closes it", async ({ page }) => {
    await page.goto("/");
    await expect(hamburger(page)).toBeHidden();
    const serviceLink = desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label });
    const productLink = desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label });
    // The mouse resting on a group opens nothing: groups open by click, as the SPEC has them.
    await summary(page, "Services").hover();
    await expect(serviceLink).toBeHidden();

    await summary(page, "Services").click();
    await expect(serviceLink).toBeVisible();
    const trigger = (await summary(page, "Services").boundingBox())!;
    const panelTop = (await dropdown(page, "Services").locator(":scope > ul").boundingBox())!.y;
    expect(Math.abs(panelTop - (trigger.y + trigger.height))).toBeLessThan(12);

    await summary(page, "Products").click();
    await expect(productLink).toBeVisible();
    await expect(serviceLink).toBeHidden();
    await expect(dropdown(page, "Services")).not.toHaveAttribute("open");
    await summary(page, "Products").click();
    await expect(productLink).toBeHidden();
  });

  test("a click on the link in an open dropdown leads to its page, and the dropdown is closed there", async ({ page }) => {
    await page.goto("/");
    await summary(page, "Services").click();
    await desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${linksOf("Services")[0]!.href}$`));
    await expect(dropdown(page, "Services")).not.toHaveAttribute("open");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeHidden();
  });

  test("the keyboard opens a dropdown with Enter or Space and Escape closes it, focus back on its summary", async ({ page }) => {
    await page.goto("/");
    const services = summary(page, "Services");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(dropdown(page, "Services")).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown(page, "Services")).not.toHaveAttribute("open");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeHidden();
    await expect(services).toBeFocused();

    await summary(page, "Products").focus();
    await page.keyboard.press("Space");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown(page, "Products")).not.toHaveAttribute("open");
    await expect(summary(page, "Products")).toBeFocused();
  });

  test("inside Services, the Business Email Hosting group offers its pages, by mouse and by keyboard, and Escape closes the inner group first", async ({ page }) => {
    await page.goto("/");
    const emailHosting = summary(page, "Business Email Hosting");
    await summary(page, "Services").click();
    await expect(desktopNav(page).getByRole("link", { name: "Microsoft365" })).toBeHidden();
    await emailHosting.click();
    await expect(desktopNav(page).getByRole("link", { name: "Microsoft365" })).toBeVisible();
    await expect(dropdown(page, "Services")).toHaveAttribute("open");
    await desktopNav(page).getByRole("link", { name: "Microsoft365" }).click();
    await expect(page).toHaveURL(/\/services\/microsoft-365$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageAt("/services/microsoft-365").blocks.find((block) => block.type === "hero")!.heading);
    await expect(dropdown(page, "Services")).not.toHaveAttribute("open");
    await expect(dropdown(page, "Business Email Hosting")).not.toHaveAttribute("open");

    // Keyboard: Enter opens each level, Tab walks into it, Escape closes the inner level first.
    await summary(page, "Services").focus();
    await page.keyboard.press("Enter");
    await emailHosting.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(desktopNav(page).getByRole("link", { name: emailHostingLinks[0]!.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(desktopNav(page).getByRole("link", { name: emailHostingLinks[0]!.label })).toBeHidden();
    await expect(emailHosting).toBeFocused();
    await expect(dropdown(page, "Services")).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(dropdown(page, "Services")).not.toHaveAttribute("open");
    await expect(summary(page, "Services")).toBeFocused();
  });

  test("a dropdown closes when focus moves past its last link and on a press elsewhere", async ({ page }) => {
    await page.goto("/");
    const products = dropdown(page, "Products");
    await summary(page, "Products").focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < linksOf("Products").length; i++) await page.keyboard.press("Tab");
    await expect(products).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(products).not.toHaveAttribute("open");

    await summary(page, "Products").click();
    await expect(products).toHaveAttribute("open");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(products).not.toHaveAttribute("open");

    // A press alone, as in a browser that does not move focus to a clicked summary (Safari): on a block
    // that stays as served, whose events React holds back from the rest of the page.
    await summary(page, "Products").click();
    await expect(products).toHaveAttribute("open");
    await page.locator("main p").first().dispatchEvent("pointerdown");
    await expect(products).not.toHaveAttribute("open");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeHidden();
  });

  test("the products open their own sites in a new tab that cannot reach this page", async ({ page, context }) => {
    await context.route(/\.example\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Product</title>" }));
    await page.goto("/");
    await summary(page, "Products").click();
    for (const product of linksOf("Products")) {
      const link = desktopNav(page).getByRole("link", { name: product.label });
      await expect(link).toHaveAttribute("href", product.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const [tab] = await Promise.all([page.waitForEvent("popup"), desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label }).click()]);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/\/$/);
  });

  test("the current page is marked in the menu, whatever the address's letter case or spelling", async ({ page }) => {
    await page.goto("/about-us");
    await expect(desktopNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(desktopNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await page.goto("/Services/Cyber-Security");
    await summary(page, "Services").click();
    await expect(desktopNav(page).getByRole("link", { name: "Cloud & Cyber Security" })).toHaveAttribute("aria-current", "page");
    // Another spelling of a page's address (its aliases) marks the page's own menu entry.
    await page.goto("/services/web-developments");
    await expect(summary(page, "Services")).toHaveAttribute("data-current", "");
    await summary(page, "Services").click();
    await expect(desktopNav(page).getByRole("link", { name: "Web Development" })).toHaveAttribute("aria-current", "page");
  });

  test("a move to another page in the same document moves the menu's marks, and Back closes a dropdown left open", async ({ page }) => {
    await page.goto("/about-us");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const link = (name: string) => desktopNav(page).getByRole("link", { name, exact: true });

    await link("Contact").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(link("Contact")).toHaveAttribute("aria-current", "page");
    await expect(link("About Us")).not.toHaveAttribute("aria-current");
    await expect(summary(page, "Services")).not.toHaveAttribute("data-current");

    const service = linksOf("Services")[0]!;
    await summary(page, "Services").click();
    await link(service.label).click();
    await expect(page).toHaveURL(new RegExp(`${service.href}$`));
    await expect(summary(page, "Services")).toHaveAttribute("data-current", "");
    await expect(link("Contact")).not.toHaveAttribute("aria-current");

    // Open, then the browser's Back: the route changes under the open dropdown, which closes.
    await summary(page, "Services").click();
    await expect(link(service.label)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(link(service.label)).toBeHidden();
    await expect(summary(page, "Services")).not.toHaveAttribute("data-current");
    await expect(link("Contact")).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, width === 375 ? { tag: phoneTag } : {}, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the header takes its sticky style past 50 px of scroll, not at 40 px, and nothing moves when it does", async ({ page }) => {
      await page.goto("/services/cyber-security");
      const header = page.getByRole("banner");
      const mainTop = () => page.locator("main").evaluate((main: HTMLElement) => main.offsetTop);
      const before = { header: (await header.boundingBox())!.height, main: await mainTop() };
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).not.toHaveAttribute("data-stuck");
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(header).toHaveAttribute("data-stuck");
      expect(await page.evaluate(() => window.scrollY)).toBe(60);
      expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      expect({ header: (await header.boundingBox())!.height, main: await mainTop() }).toEqual(before);
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).not.toHaveAttribute("data-stuck");
    });
  });
}

test.describe("at 375 px wide", { tag: phoneTag }, () => {
  test.use({ viewport: { width: 375, height: 800 } });

  async function openSidebar(page: Page, path = "/") {
    await page.goto(path);
    await expect(desktopNav(page)).toBeHidden();
    await expect(sidebar(page)).toBeHidden();
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
    // A modal dialog: focus moves into it (the hamburger says no aria-expanded, see MobileMenu.tsx).
    expect(await focusIsInDialog(page)).toBe(true);
    return sidebar(page);
  }

  test("the hamburger opens a sidebar with the menu in the data's order, Services and Products collapsed", async ({ page }) => {
    const menu = await openSidebar(page);
    const entries = menu.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li > a, :scope > ul > li > details > summary");
    await expect(entries).toHaveText(site.navigation.map((item) => item.label));
    for (const name of ["Services", "Products"]) await expect(menuGroup(menu, name)).not.toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: linksOf("Services")[0]!.label })).toBeHidden();
  });

  test("once React has the page, the hamburger and the close button still open and close the sidebar once each, with focus back on the hamburger", async ({ page }) => {
    const menu = await openSidebar(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
  });

  test("only one of Services and Products is expanded at a time, toggled by click", async ({ page }) => {
    const menu = await openSidebar(page);
    const serviceLink = menu.getByRole("link", { name: linksOf("Services")[0]!.label });
    const productLink = menu.getByRole("link", { name: linksOf("Products")[0]!.label });
    await groupSummary(menu, "Services").click();
    await expect(serviceLink).toBeVisible();
    await groupSummary(menu, "Products").click();
    await expect(productLink).toBeVisible();
    await expect(productLink).toHaveAttribute("rel", "noopener noreferrer");
    await expect(menuGroup(menu, "Services")).not.toHaveAttribute("open");
    await expect(serviceLink).toBeHidden();
    await groupSummary(menu, "Products").click();
    await expect(menuGroup(menu, "Products")).not.toHaveAttribute("open");
    await expect(productLink).toBeHidden();
  });

  test("inside Services, the Business Email Hosting group opens WorkSpace and Microsoft365, and a choice closes the sidebar", async ({ page }) => {
    const menu = await openSidebar(page);
    await groupSummary(menu, "Services").click();
    await expect(menu.getByRole("link", { name: "WorkSpace" })).toBeHidden();
    await groupSummary(menu, "Business Email Hosting").click();
    await expect(menu.getByRole("link", { name: "Microsoft365" })).toBeVisible();
    await expect(menuGroup(menu, "Services")).toHaveAttribute("open");
    await menu.getByRole("link", { name: "WorkSpace" }).click();
    await expect(page).toHaveURL(/\/services\/work-space$/);
    await expect(sidebar(page)).toBeHidden();
  });

  test("a link click closes the sidebar and leads to the page; going back (a route change) closes it too", async ({ page }) => {
    const menu = await openSidebar(page);
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(sidebar(page)).toBeHidden();

    // Once the new page is in place (its title set), open the sidebar again and go back.
    await expect(page).toHaveTitle(pageAt("/about-us").meta.title);
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebar(page)).toBeHidden();
  });

  test("after a move to another page in the sidebar, the sidebar marks that page", async ({ page }) => {
    const menu = await openSidebar(page);
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveTitle(pageAt("/about-us").meta.title);
    await hamburger(page).click();
    await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
  });

  test("scrolling the page closes the sidebar and focus goes back to the hamburger", async ({ page }) => {
    await openSidebar(page, "/services/cyber-security");
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(sidebar(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });

  test("Escape closes the sidebar and focus goes back to the hamburger", async ({ page }) => {
    await openSidebar(page);
    await page.keyboard.press("Escape");
    await expect(sidebar(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });

  test("a click beside the sidebar or on its close button closes it", async ({ page }) => {
    await openSidebar(page);
    await page.mouse.click(360, 400);
    await expect(sidebar(page)).toBeHidden();
    await hamburger(page).click();
    await sidebar(page).getByRole("button", { name: "Close menu" }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });

  test("the sidebar closes when the window grows to desktop width, where the hamburger is hidden", async ({ page }) => {
    await openSidebar(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar(page)).toBeHidden();
    await expect(desktopNav(page)).toBeVisible();
  });

  test("focus stays inside the open sidebar however far the visitor tabs, and the page does not move", async ({ page }) => {
    await page.goto("/services/cyber-security");
    await page.evaluate(() => window.scrollTo(0, 30));
    const before = await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }));
    // A plain mouse click: Playwright's click() would first scroll the hamburger clear of the page's
    // scroll-padding, which a visitor's tap never does.
    const box = (await hamburger(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(sidebar(page)).toBeVisible();
    expect(await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }))).toEqual(before);
    const closeButton = sidebar(page).getByRole("button", { name: "Close menu" });
    await expect(closeButton).toBeFocused();
    // Round the sidebar's controls more than once: Tab after the last one comes back to the first.
    for (let i = 0; i < 2 * site.navigation.length + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog(page)).toBe(true);
    }
    await closeButton.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(sidebar(page).getByRole("link", { name: site.navigation.at(-1)!.label })).toBeFocused();
  });
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("at 1280 px a dropdown opens on a click and Products closes Services, so every menu page is reachable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const link = desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label });
    await expect(link).toBeHidden();
    await summary(page, "Services").click();
    await expect(link).toBeVisible();
    await summary(page, "Products").click();
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeVisible();
    await expect(link).toBeHidden();
  });

  test("at 375 px the hamburger opens the sidebar, its groups open on a click, and its close button closes it", { tag: phoneTag }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
    await groupSummary(sidebar(page), "Services").click();
    await expect(sidebar(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeVisible();
    await groupSummary(sidebar(page), "Products").click();
    await expect(sidebar(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeHidden();
    await sidebar(page).getByRole("button", { name: "Close menu" }).click();
    await expect(sidebar(page)).toBeHidden();
  });
});

test("the menu in the built site is the one in pages/_site.json: a label changed there changes here", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const nav = html.slice(html.indexOf('aria-label="Main"'));
  const labels = (items: (NavigationLink | NavigationGroup)[]): string[] =>
    items.flatMap((item) => ("children" in item ? [item.label, ...labels(item.children)] : [item.label]));
  for (const label of labels(site.navigation)) expect(nav).toContain(`>${label.replace(/&/g, "&amp;")}<`);
});
