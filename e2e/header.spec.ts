import type { Page } from "@playwright/test";
import type { NavigationGroup, NavigationLink } from "../src/generated/site.ts";
import { test, expect } from "./consoleGuard.ts";
import { pageAt, siteData as site } from "./sitePages.ts";
import { desktopNav, focusIsInDialog, hamburger, sidebar } from "./siteChrome.ts";
import { phoneTag } from "./projectTags.ts";

/** SPEC "Header" and issue 4 points 1-3: the menu from pages/_site.json, as a visitor uses it. */

const group = (label: string) => site.navigation.find((item) => item.label === label) as NavigationGroup;
const linksOf = (label: string) => group(label).children.filter((child): child is NavigationLink => "href" in child);

const trigger = (page: Page, name: string) => desktopNav(page).getByRole("button", { name, exact: true });

test.describe("at 1280 px wide", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Services opens under the mouse, stays open on the way to its links, and closes when the mouse leaves", async ({ page }) => {
    await page.goto("/");
    await expect(hamburger(page)).toBeHidden();
    const services = trigger(page, "Services");
    await expect(services).toHaveAttribute("aria-haspopup", "true");
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const first = linksOf("Services")[0]!;
    const link = desktopNav(page).getByRole("link", { name: first.label });
    // Straight down from the trigger to the link, a few pixels at a time, across the space between them.
    const from = (await services.boundingBox())!;
    const to = (await link.boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(from.x + 10, 700);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
  });

  test("a click on the link in an open dropdown leads to its page, and the dropdown is closed there", async ({ page }) => {
    await page.goto("/");
    await trigger(page, "Services").click();
    await desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${linksOf("Services")[0]!.href}$`));
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
  });

  test("the keyboard opens a dropdown with Enter or ArrowDown and Escape closes it, focus back on the trigger", async ({ page }) => {
    await page.goto("/");
    const services = trigger(page, "Services");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    const products = trigger(page, "Products");
    await products.focus();
    await page.keyboard.press("ArrowDown");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(desktopNav(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeFocused();
  });

  test("inside Services, the Business Email Hosting toggle offers WorkSpace and Microsoft365, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/");
    const services = trigger(page, "Services");
    const emailHosting = trigger(page, "Business Email Hosting");
    await services.hover();
    await expect(emailHosting).toHaveAttribute("aria-haspopup", "true");
    await expect(emailHosting).toHaveAttribute("aria-expanded", "false");
    await emailHosting.click();
    await expect(emailHosting).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await desktopNav(page).getByRole("link", { name: "Microsoft365" }).click();
    await expect(page).toHaveURL(/\/services\/microsoft-365$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageAt("/services/microsoft-365").blocks.find((block) => block.type === "hero")!.heading);
    await expect(services).toHaveAttribute("aria-expanded", "false");

    // Keyboard: Enter opens each level, Tab walks into it, Escape closes the inner level first.
    // The mouse goes out of the way first: a group closes when the mouse leaves it, and the panel
    // shrinking under a resting mouse would count as leaving.
    await page.mouse.move(5, 700);
    await services.focus();
    await page.keyboard.press("Enter");
    await emailHosting.focus();
    await page.keyboard.press("Enter");
    await expect(emailHosting).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const firstEmailLink = (group("Services").children.find((child) => child.label === "Business Email Hosting") as NavigationGroup).children[0]!;
    await expect(desktopNav(page).getByRole("link", { name: firstEmailLink.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(emailHosting).toHaveAttribute("aria-expanded", "false");
    await expect(emailHosting).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test("a dropdown closes when focus moves past its last link and on a click elsewhere", async ({ page }) => {
    await page.goto("/");
    const products = trigger(page, "Products");
    await products.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < linksOf("Products").length; i++) await page.keyboard.press("Tab");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(products).toHaveAttribute("aria-expanded", "false");

    await products.focus();
    await page.keyboard.press("Space");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(products).toHaveAttribute("aria-expanded", "false");

    // A press alone, as in a browser that does not move focus to a clicked button (Safari): on a block
    // that stays as served, whose events React holds back from the rest of the page.
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.locator("main p").first().dispatchEvent("pointerdown");
    await expect(products).toHaveAttribute("aria-expanded", "false");
  });

  test("the products open their own sites in a new tab that cannot reach this page", async ({ page, context }) => {
    await context.route(/\.example\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Product</title>" }));
    await page.goto("/");
    await trigger(page, "Products").click();
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
    await trigger(page, "Services").click();
    await expect(desktopNav(page).getByRole("link", { name: "Cloud & Cyber Security" })).toHaveAttribute("aria-current", "page");
    // Another spelling of a page's address (its aliases) marks the page's own menu entry.
    await page.goto("/services/web-developments");
    await expect(trigger(page, "Services")).toHaveAttribute("data-current", "");
    await trigger(page, "Services").click();
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
    await expect(trigger(page, "Services")).not.toHaveAttribute("data-current");

    const service = linksOf("Services")[0]!;
    await trigger(page, "Services").click();
    await link(service.label).click();
    await expect(page).toHaveURL(new RegExp(`${service.href}$`));
    await expect(trigger(page, "Services")).toHaveAttribute("data-current", "");
    await expect(link("Contact")).not.toHaveAttribute("aria-current");

    // Open, then the browser's Back: the route changes under the open dropdown, which closes.
    await trigger(page, "Services").click();
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(trigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
    await expect(trigger(page, "Services")).not.toHaveAttribute("data-current");
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
    const entries = menu.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li > :first-child");
    await expect(entries).toHaveText(site.navigation.map((item) => item.label));
    for (const name of ["Services", "Products"]) await expect(menu.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
  });

  test("once React has the page, the browser's own invoker commands are gone, so one tap opens the sidebar once, through React", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header")).toHaveAttribute("data-enhanced", "");
    // The closed sidebar is hidden, so its button is found among hidden elements too.
    const closeButton = page.getByRole("button", { name: "Close menu", includeHidden: true });
    for (const button of [hamburger(page), closeButton]) {
      await expect(button).not.toHaveAttribute("commandfor");
      await expect(button).not.toHaveAttribute("command");
    }
    await openSidebar(page);
    await closeButton.click();
    await expect(sidebar(page)).toBeHidden();
  });

  test("only one of Services and Products is expanded at a time, toggled by click", async ({ page }) => {
    const menu = await openSidebar(page);
    const services = menu.getByRole("button", { name: "Services" });
    const products = menu.getByRole("button", { name: "Products" });
    const serviceLink = menu.getByRole("link", { name: linksOf("Services")[0]!.label });
    const productLink = menu.getByRole("link", { name: linksOf("Products")[0]!.label });
    await services.click();
    await expect(serviceLink).toBeVisible();
    await products.click();
    await expect(productLink).toBeVisible();
    await expect(productLink).toHaveAttribute("rel", "noopener noreferrer");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(serviceLink).toBeHidden();
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(productLink).toBeHidden();
  });

  test("inside Services, the Business Email Hosting toggle opens WorkSpace and Microsoft365, and a choice closes the sidebar", async ({ page }) => {
    const menu = await openSidebar(page);
    await menu.getByRole("button", { name: "Services" }).click();
    const emailHosting = menu.getByRole("button", { name: "Business Email Hosting" });
    await expect(emailHosting).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "WorkSpace" })).toBeHidden();
    await emailHosting.click();
    await expect(emailHosting).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Microsoft365" })).toBeVisible();
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

  test("at 1280 px a dropdown still opens under the mouse, so every menu page is reachable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const link = desktopNav(page).getByRole("link", { name: linksOf("Services")[0]!.label });
    await expect(link).toBeHidden();
    await trigger(page, "Services").hover();
    await expect(link).toBeVisible();
  });

  test("at 375 px the hamburger still opens the sidebar, with every group shown", { tag: phoneTag }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: linksOf("Services")[0]!.label })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: linksOf("Products")[0]!.label })).toBeVisible();
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
