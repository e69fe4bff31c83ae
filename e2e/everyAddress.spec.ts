import type { Page } from "@playwright/test";
import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { turnSystemDark, visit } from "./a11y/visit.ts";
import { expectPagePolicy, recordViolations } from "./policyOfPage.ts";
import { pictureLoadingProblems } from "./pictureLoading.ts";
import { sitePages, sweptPages } from "./sitePages.ts";
import { measureTargets } from "./targetSize.ts";
import { physicalStyles } from "./physicalStyles.ts";

/**
 * Every address the site answers (each page, the Arabic ones sampled: sitePages.ts; the search page
 * filled in by the server; its aliases below), loaded once and read by every checker that judges a
 * whole page, as an outside tester's tools would:
 *
 * - the content security policy: the page's own policy in its header, and no violation while it
 *   loads, hydrates and scrolls through (which reveals the cards and loads the lazy pictures);
 * - axe-core (issue 9, accessibility): WCAG 2.0/2.1/2.2 A and AA and best practices at 375 and 1280 px,
 *   and the contrast rule in dark colours;
 * - pictures in the first screen load at once and those further down lazily, at both widths;
 * - nothing wider than a 375 px phone's screen;
 * - every link, button and field at least 24 × 24 px or with room around it (WCAG 2.5.8), at both widths;
 * - the footer, unless the page file turns it off (as /contact's does);
 * - no CSS rule that names a left or right side and would not turn round in Arabic (physicalStyles.ts).
 *
 * One load for all of them: a page load with its hydration costs as much as the checks, and the sweep
 * ran three loads per address before. The page is loaded at the phone's width and then widened, as a
 * visitor turning a tablet does; then the system turns dark, which the page follows at once (as it
 * does the header's switch, e2e/theme.spec.ts), as loading it dark would. The states a visitor has to
 * open (menus, dialogs, errors, the 404 page) are in accessibility.spec.ts.
 *
 * An alias (a page's older address) is served its page's content, so it is not read again: the last
 * test here holds it to the same <main> and headers, and hydrates it. (Only the menu differs: at
 * /services/web-developments no menu link is marked current, as the header knows routes, not aliases.)
 */
const addresses = [
  ...sweptPages.map(({ route, page }) => ({ address: route, page })),
  { address: "/search?s=cloud", page: sitePages.find(({ route }) => route === "/search")!.page },
];
const aliases = sitePages.flatMap(({ route, aliases, page }) => aliases.map((alias) => ({ alias, route, page })));

/** The page's width when it is wider than the screen (a sideways scroll), with the first ten elements past either edge (an Arabic page overflows to the left). */
function sticksOut(): string[] {
  const { clientWidth, scrollWidth } = document.documentElement;
  if (scrollWidth <= clientWidth) return [];
  const past = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > clientWidth + 1 || element.getBoundingClientRect().left < -1);
  return [`the page is ${scrollWidth} px wide`, ...past.slice(0, 10).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> spans ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px`)];
}

/** WCAG 2.5.8 over the whole page as it is laid out now (e2e/targetSize.ts has the exceptions). */
async function expectTargetsLargeEnough(page: Page, where: string) {
  const { measured, undersized } = await measureTargets(page);
  expect(measured, `targets measured on ${where}`).toBeGreaterThan(10);
  expect(undersized, `targets under 24 × 24 px on ${where}`).toEqual([]);
}

for (const { address, page: data } of addresses) {
  test(`${address}: under its own content security policy, no axe violation at 375 and 1280 px or in dark colours, targets of 24 × 24 px, pictures loaded at once or lazily by where they are, nothing wider than the phone, the footer as the page file says, styles that turn round for right to left`, async ({ page }) => {
    const policyViolations = await recordViolations(page);
    const response = await visit(page, address, { width: 375 });
    expectPagePolicy(response?.headers()["content-security-policy"], await response!.text(), address);
    expect(await pictureLoadingProblems(page, address)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The pictures that scrolling brought into view load (lazily, under the page's policy) before the
    // checks; waiting for the network to stay idle for half a second cost 0.8 s per address.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility() || image.getBoundingClientRect().bottom < 0 || image.getBoundingClientRect().top > innerHeight));
    expect(await page.evaluate(sticksOut), `${address} at 375 px scrolls sideways`).toEqual([]);
    await expect(page.getByRole("contentinfo"), `${address}'s footer`).toHaveCount(data.layout?.footer === false ? 0 : 1);
    await expectTargetsLargeEnough(page, `${address} at 375 px`);
    await expectNoAxeViolations(page, `${address} at 375 px`);

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await pictureLoadingProblems(page, address)).toEqual([]);
    await expectTargetsLargeEnough(page, `${address} at 1280 px`);
    await expectNoAxeViolations(page, `${address} at 1280 px`);

    // Only colours change with the scheme, so the dark pass runs the contrast rule alone, at the width
    // with the most on screen.
    await turnSystemDark(page);
    await expectNoAxeViolations(page, `${address} at 1280 px, dark`, ["color-contrast"]);

    expect(await physicalStyles(page), `${address}'s CSS rules that name a left or right side`).toEqual([]);
    expect(await policyViolations(), `${address} broke its content security policy`).toEqual([]);
  });
}

/** The prerendered <main>: the page's content, apart from the header and footer around it. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

test("each alias serves its page's content with the same headers, and hydrates there without a mismatch", async ({ page, request }) => {
  expect(aliases.length).toBeGreaterThan(0);
  for (const { alias, route, page: data } of aliases) {
    await test.step(`${alias} (${route})`, async () => {
      const [atAlias, atRoute] = await Promise.all([request.get(alias), request.get(route)]);
      expect(atAlias.status()).toBe(200);
      const [aliasHtml, routeHtml] = [await atAlias.text(), await atRoute.text()];
      expect(mainOf(aliasHtml).length).toBeGreaterThan(1000);
      expect(mainOf(aliasHtml)).toBe(mainOf(routeHtml));
      const headers = (response: typeof atAlias) => Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["date", "last-modified", "etag", "content-length"].includes(name)));
      expect(headers(atAlias)).toEqual(headers(atRoute));
      // page.goto (consoleGuard) waits for React and fails on a hydration mismatch or any console error.
      await page.goto(alias);
      // Still its page once React has it, not the "Page Not Found" a router without the alias would draw.
      await expect(page).toHaveTitle(data.meta.title);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
    });
  }
});
