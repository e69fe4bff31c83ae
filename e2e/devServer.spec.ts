import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test, expect } from "./oneBrowserContext.ts";
import { devServerOnCopy } from "./devServerOnCopy.ts";
import { root } from "../scripts/lib/paths.ts";
import { catalogueEntries } from "../scripts/lib/catalogue.ts";
import { currentSchemaVersion } from "../scripts/lib/schemas.ts";
import { notYetInArabic } from "../scripts/lib/newPage.ts";

/** `npm run dev` as marketing staff use it: save a page file, see it; break it, see why. */
const port = 5181;
// Editors see a saved page within a second: the server sends the reload 50 to 100 ms after the save and
// the browser shows the page 450 to 650 ms after it, typically. The page's own reload is most of that,
// and on a busy 2-core machine it alone can take over a second, so a save is held to what the server
// adds: at most this much longer than reloading the same page. Three of each, taken in turn, and their
// medians compared: a moment's load on the machine falls on one measurement, not on the verdict.
const SAVE_OVER_RELOAD_BUDGET_MS = 800;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const pageJson = (heading: string, type = "hero") =>
  JSON.stringify(
    {
      $schema: "../schemas/page.schema.json",
      schemaVersion: currentSchemaVersion(),
      // An English page of this bilingual site without its Arabic twin says so, or the validator refuses it.
      notYetInArabic: notYetInArabic("2099-12-31"),
      meta: { title: `${heading} | Live edit`, description: "A page the browser tests write to check live editing in the dev server." },
      blocks: [{ type, heading }],
    },
    null,
    2,
  ) + "\n";

let server: Awaited<ReturnType<typeof devServerOnCopy>>;
let file: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await devServerOnCopy("dev-server", port, { "e2e-live-edit.json": pageJson("First draft") });
  file = join(server.pagesDir, "e2e-live-edit.json");
});

test.afterAll(async () => {
  await server?.close();
});

/** How long the open page takes to reload and show `heading` again: a refresh with nothing saved. */
async function reloadAndTime(page: import("@playwright/test").Page, heading: string): Promise<number> {
  const started = Date.now();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 5000 });
  return Date.now() - started;
}

/** Saves the page file and returns how long the open page took to show `heading`. */
async function saveAndTime(page: import("@playwright/test").Page, heading: string): Promise<number> {
  const saved = Date.now();
  writeFileSync(file, pageJson(heading));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 5000 });
  return Date.now() - saved;
}

test("saving a page file refreshes the page, and a broken file shows the validator's message until it is fixed", async ({ page }) => {
  await page.goto(`http://localhost:${port}/e2e-live-edit`);
  await expect(page.getByRole("heading", { level: 1, name: "First draft" })).toBeVisible();

  // The first save after `npm run dev` starts can take longer: on a fresh checkout Vite is still
  // pre-bundling dependencies. What an editor feels all day is every save after that.
  const first = await saveAndTime(page, "Warm-up draft");
  test.info().annotations.push({ type: "first refresh after start", description: `${first} ms` });
  const reloads: number[] = [];
  const refreshes: number[] = [];
  let shown = "Warm-up draft";
  for (const draft of ["Second draft", "Third draft", "Fourth draft"]) {
    reloads.push(await reloadAndTime(page, shown));
    refreshes.push(await saveAndTime(page, draft));
    shown = draft;
  }
  const [reload, refresh] = [median(reloads), median(refreshes)];
  test.info().annotations.push({ type: "refresh after save", description: `${refreshes.join(", ")} ms (plain reloads: ${reloads.join(", ")} ms)` });
  expect(refresh - reload, `saves showed in ${refreshes.join(", ")} ms, plain reloads in ${reloads.join(", ")} ms`).toBeLessThan(SAVE_OVER_RELOAD_BUDGET_MS);

  writeFileSync(file, pageJson("Broken", "heor"));
  const overlay = page.locator("vite-error-overlay");
  // The validator names the file where it is: in this spec's copy of pages/.
  await expect(overlay).toContainText(`${relative(root, file)}:14:15  /blocks/0/type  unknown block type "heor"`, { timeout: 5000 });

  // A person takes a moment to fix a file; the file watcher drops a second save within a few dozen ms.
  await page.waitForTimeout(500);
  const recovery = await saveAndTime(page, "Fixed");
  test.info().annotations.push({ type: "recovery after fix", description: `${recovery} ms` });
  // Recovery is the first reload after an error, which is slower (0.5 to 1.2 s measured): it is
  // recorded, and checked only by the 5 s in saveAndTime.
  console.log(`live edit: first refresh ${first} ms, refresh ${refresh} ms (a plain reload ${reload} ms; medians of three), recovery after a fix ${recovery} ms`);
  await expect(overlay).toHaveCount(0);
});

test.describe("the block catalogue", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("shows every block at /_catalogue and copies a block's JSON, ready to paste into a page", async ({ page }) => {
    await page.goto(`http://localhost:${port}/_catalogue`);
    await expect(page.getByRole("heading", { level: 1, name: "Block catalogue" })).toBeVisible();
    const entries = catalogueEntries();
    for (const entry of entries) await expect(page.getByRole("article", { name: entry.title })).toBeVisible();
    await expect(page.getByText(/This example does not pass validation/)).toHaveCount(0);

    await page.getByRole("navigation", { name: "Block types" }).getByRole("link", { name: "Plan cards block" }).click();
    const plans = page.getByRole("article", { name: "Plan cards block" });
    await expect(plans.getByRole("heading", { level: 2, name: "Plan cards block" })).toBeInViewport();
    await plans.getByRole("button", { name: "Copy JSON of the Plan cards block example" }).click();
    await expect(plans.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(JSON.parse(entries.find((entry) => entry.type === "planCards")!.examples[0]!.json));
  });
});

test.describe("the block catalogue where the browser refuses the clipboard", () => {
  test.use({ permissions: [] });

  test("selects the JSON so that Ctrl+C copies it, and says so", async ({ page }) => {
    await page.goto(`http://localhost:${port}/_catalogue`);
    const hero = page.getByRole("article", { name: "Hero block" });
    // As a browser does for a page that is not a secure context (the dev server opened from another
    // machine); headless Chromium on localhost would otherwise allow the write.
    await page.evaluate(() => Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) }));
    await hero.getByRole("button", { name: "Copy JSON of the Hero block example" }).click();
    await expect(hero.getByRole("status").filter({ hasText: "Selected: press Ctrl+C (⌘C on a Mac) to copy" })).toBeVisible();
    expect(JSON.parse(await page.evaluate(() => window.getSelection()!.toString()))).toMatchObject({ type: "hero" });
  });
});
