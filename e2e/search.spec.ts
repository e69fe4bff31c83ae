import { test, expect } from "./consoleGuard.ts";
import { searchButton, searchPopup } from "./siteChrome.ts";
import { searchStateId } from "../src/search/searchState.ts";

// "penetration" appears on exactly one page of the site: the cyber security service.
const word = "penetration";
const onlyPage = { route: "/services/cyber-security", title: /Cloud & Cyber Security Services/ };

test.describe("when the code that searches as the visitor types cannot be fetched", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("the popup opens all the same, says so, and Enter shows the results on the search page", async ({ page }) => {
    await page.route(/\/assets\/LiveSearch-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/about-us");
    await searchButton(page).click();
    await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill(word);
    await expect(searchPopup(page).getByRole("status")).toHaveText("Search is not available right now. Press Enter to search on a separate page.");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?s=${word}$`));
    await expect(page.getByRole("main").getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
  });
});

test.describe("when the popup's own code cannot be fetched", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("the popup the page came with opens all the same, and Enter shows the results on the search page", async ({ page }) => {
    const popupCode = /\/assets\/SearchDialog-[\w-]+\.js$/;
    await page.route(popupCode, (route) => route.abort());
    await page.goto("/about-us");
    const refused = page.waitForEvent("requestfailed", (request) => popupCode.test(request.url()));
    await searchButton(page).click();
    await refused;
    await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?s=${word}$`));
    await expect(page.getByRole("main").getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
  });
});

test.describe("when the index cannot be fetched", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("the popup says so and offers the search page, and the next opening tries again", async ({ page }) => {
    const index = /\/assets\/search-index-[0-9a-f]+\.json$/;
    await page.route(index, (route) => route.abort());
    await page.goto("/about-us");
    await searchButton(page).click();
    await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill(word);
    await expect(searchPopup(page).getByRole("status")).toHaveText("Search is not available right now. Press Enter to search on a separate page.");
    await page.keyboard.press("Escape");
    await expect(searchPopup(page)).toHaveCount(0);

    await page.unroute(index);
    await searchButton(page).click();
    await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill(word);
    await expect(searchPopup(page).getByRole("link")).toHaveCount(1);
    await expect(searchPopup(page).getByRole("link").first()).toHaveAttribute("href", onlyPage.route);
  });
});

for (const width of [1280, 375]) {
  test.describe(`site search at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the index is fetched only once the popup opens, and a word on one page lists that page", async ({ page }) => {
      const indexRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/search-index-[0-9a-f]+\.json$/.test(request.url())) indexRequests.push(request.url());
      });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(indexRequests).toEqual([]);

      const button = searchButton(page);
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await button.click();
      const input = searchPopup(page).getByRole("searchbox", { name: "Keywords" });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("name", "s");
      await expect.poll(() => indexRequests.length).toBe(1);

      await input.fill(word);
      const results = searchPopup(page).getByRole("link");
      await expect(results).toHaveCount(1);
      await expect(results.first()).toHaveAttribute("href", onlyPage.route);
      await expect(results.first()).toContainText(onlyPage.title);
      await expect(results.first().locator("mark")).toHaveText(new RegExp(word, "i"));
    });

    test("opened from the keyboard, Enter opens the best match without a reload", async ({ page }) => {
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await searchButton(page).focus();
      await page.keyboard.press("Enter");
      const input = searchPopup(page).getByRole("searchbox", { name: "Keywords" });
      await expect(input).toBeFocused();
      await page.keyboard.type(word);
      await expect(searchPopup(page).getByRole("link")).toHaveCount(1);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${onlyPage.route}$`));
      await expect(searchPopup(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Cyber Security");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test("a result clicked in the popup shows its page without a reload and closes the popup", async ({ page }) => {
      await page.goto("/about-us");
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await searchButton(page).click();
      await searchPopup(page).getByRole("searchbox", { name: "Keywords" }).fill(word);
      await searchPopup(page).getByRole("link", { name: onlyPage.title }).click();
      await expect(page).toHaveURL(new RegExp(`${onlyPage.route}$`));
      await expect(searchPopup(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Cyber Security");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test("says when nothing matches, and Escape closes the popup and returns focus to the button", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await searchButton(page).click();
      await searchPopup(page).getByRole("searchbox").fill("xyzzyq");
      await expect(searchPopup(page).getByRole("status")).toHaveText("No pages match “xyzzyq”.");
      await expect(searchPopup(page).getByRole("link")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(searchPopup(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    });

    test("the /search page shows the results for ?s= and hydrates without a mismatch", async ({ page }) => {
      const response = await page.goto(`/search?s=${word}`);
      expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
      const main = page.getByRole("main");
      await expect(main.getByRole("searchbox", { name: "Search this site" })).toHaveValue(word);
      await expect(main.getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
      // The console guard fails the test on a hydration mismatch; the results are plain links.
      await main.getByRole("link", { name: onlyPage.title }).click();
      await expect(page).toHaveURL(new RegExp(`${onlyPage.route}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Cyber Security");
    });
  });
}

test.describe("the /search page's own code", () => {
  const searchCode = /\/assets\/(SearchResults|searchStyles)-[\w-]+\.js$/;

  test("is not fetched without a query: the form is a plain form, and sends the search", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => void (searchCode.test(request.url()) && fetched.push(request.url())));
    await page.goto("/search"); // waits for React (consoleGuard.ts)
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const main = page.getByRole("main");
    await main.getByRole("searchbox", { name: "Search this site" }).fill(word);
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?s=${word}$`));
    await expect(main.getByRole("status")).toHaveText("1 page matches.");
    await expect(main.getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
  });

  test("left as served on arrival, the results show again when the visitor comes back to them without a reload", async ({ page }) => {
    await page.goto(`/search?s=${word}`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const main = page.getByRole("main");
    await main.getByRole("link", { name: onlyPage.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cyber Security");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/search\\?s=${word}$`));
    await expect(main.getByRole("searchbox", { name: "Search this site" })).toHaveValue(word);
    await expect(main.getByRole("status")).toHaveText("1 page matches.");
    await expect(main.getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("searches in the browser where no server answered the query (a static host serves the prerendered page as it is)", async ({ page }) => {
    await page.route(/\/search\?s=/, async (route) => {
      // The prerendered page, without the empty answer the server carries for an address without a query.
      const response = await route.fetch({ url: new URL("/search", route.request().url()).href });
      const body = (await response.text()).replace(new RegExp(`<script type="application/json" id="${searchStateId}">.*?</script>`, "s"), "");
      expect(body).not.toContain(searchStateId);
      await route.fulfill({ response, body });
    });
    const fetched: string[] = [];
    page.on("request", (request) => void (searchCode.test(request.url()) && fetched.push(request.url())));
    await page.goto(`/search?s=${word}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: "Search this site" })).toHaveValue(word);
    await expect(main.getByRole("status")).toHaveText("1 page matches.");
    await expect(main.getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
    expect(fetched.length).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Search button opens the popup, whose form shows the results on /search, with the query escaped", async ({ page }) => {
    await page.goto("/about-us");
    await searchButton(page).click();
    const field = searchPopup(page).getByRole("searchbox", { name: "Keywords" });
    await expect(field).toBeFocused();
    await field.fill(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?s=${word}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: onlyPage.title })).toHaveAttribute("href", onlyPage.route);
    await expect(main.getByRole("status")).toHaveText("1 page matches.");

    await main.getByRole("searchbox", { name: "Search this site" }).fill("<b>bold</b>");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(main.getByRole("status")).toHaveText("No pages match “<b>bold</b>”.");
    await expect(main.locator("b")).toHaveCount(0);
  });

  test("Escape and the close button close the popup, giving the focus back to the Search button", async ({ page }) => {
    await page.goto("/");
    await searchButton(page).click();
    await expect(searchPopup(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchPopup(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await searchButton(page).click();
    await searchPopup(page).getByRole("button", { name: "Close search" }).click();
    await expect(searchPopup(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});
