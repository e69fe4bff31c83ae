import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { root } from "../paths.ts";

/** Takes one picture: a name under docs/images/studio/ and the PNG Playwright drew. */
export type Shoot = (name: string, png: Buffer) => Promise<void>;

interface Options {
  /** The studio's address on the dev server, http://localhost:PORT/_studio */
  studio: string;
  /** The address of the page the shots make through "New page…" (removed afterwards by the caller). */
  route: string;
  shoot: Shoot;
}

/**
 * The region around some elements, with a margin, within the window: what `page.screenshot({ clip })`
 * takes. An element's own screenshot would cut its message off or catch the editor's sticky bar.
 */
async function around(page: Page, locators: Locator[], margin = 8) {
  const boxes = await Promise.all(locators.map(async (locator) => (await locator.boundingBox())!));
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.min(...boxes.map((box) => box.x)) - margin);
  const y = Math.max(0, Math.min(...boxes.map((box) => box.y)) - margin);
  const right = Math.min(viewport.width, Math.max(...boxes.map((box) => box.x + box.width)) + margin);
  const bottom = Math.min(viewport.height, Math.max(...boxes.map((box) => box.y + box.height)) + margin);
  return { x, y, width: right - x, height: bottom - y };
}

/** Brings an element to the middle of the window, clear of the editor's sticky bar. */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: "center" }));

/** Waits until the validator has answered for the form as it is now: the problem bar no longer says "checking…". */
const checked = (page: Page) => page.locator(".problem-count").filter({ hasNotText: "checking" }).waitFor();

/** Waits until every picture shown in the open dialog has loaded (the others load lazily, unseen). */
const dialogPicturesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>("dialog[open] img")]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );

/**
 * The studio as docs/editing-pages.md shows it, in the order an editor meets it: the page list, a new
 * page, its hero open beside the preview, a picture chosen, the block catalogue, a mistyped link and
 * the problem bar, the preview as a phone in dark colours, rich text, and a file changed on disk.
 * Nothing is saved: the one file written is the new page (by "Create page", and by the shots to play
 * "someone changed it on disk"), which the caller removes.
 */
export async function takeStudioShots(page: Page, { studio, route, shoot }: Options) {
  await page.goto(studio);
  await page.getByRole("status").filter({ hasText: /pages$/ }).waitFor();
  await page.getByLabel("Filter pages").fill("services");
  await page.getByRole("status").filter({ hasText: "match “services”" }).waitFor();
  await shoot("page-list", await page.locator("main.page-list").screenshot());

  await page.getByRole("button", { name: "New page…" }).click();
  const newPage = page.getByRole("dialog", { name: "New page" });
  await newPage.getByRole("textbox", { name: "Address" }).fill(route);
  await newPage.getByRole("textbox", { name: "Title" }).fill("Data Backup");
  await shoot("new-page", await newPage.screenshot());
  await newPage.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { level: 1, name: /Data Backup/ }).waitFor();
  const file = join(root, new URL(page.url()).searchParams.get("file")!);

  // The hero, filled in as an editor would, with a picture from the picker.
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await preview.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: /^Page settings/ }).click();
  await page.getByRole("button", { name: /^1\. Hero block/ }).click();
  const hero = page.getByRole("region", { name: /^1\. Hero block/ });
  await hero.getByRole("textbox", { name: /^Short label above the heading/ }).fill("Cloud & Security");
  await hero.getByRole("textbox", { name: /^Heading\*?$/ }).fill("Backups you never have to think about");
  await hero.getByRole("textbox", { name: /^Introduction/ }).fill("We copy your data every night, keep it encrypted and test a restore every month.");
  await hero.getByRole("button", { name: "Add picture" }).click();
  await hero.getByRole("button", { name: "Choose picture…" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  await picker.getByRole("button", { name: /^services\/cyber-security\.svg/ }).waitFor();
  await dialogPicturesLoaded(page);
  await shoot("picture-picker", await picker.screenshot());
  await picker.getByRole("button", { name: /^services\/cyber-security\.svg/ }).click();
  await hero.getByRole("textbox", { name: /^What the picture shows/ }).fill("A shield over a cloud of servers");
  await preview.getByRole("heading", { level: 1, name: "Backups you never have to think about" }).waitFor();
  await preview.getByRole("img", { name: "A shield over a cloud of servers" }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checked(page);
  await shoot("page-open", await page.screenshot());

  // The catalogue, as "Add a block…" opens it.
  await page.getByRole("button", { name: "Add a block…" }).click();
  const catalogue = page.getByRole("dialog", { name: "Add a block" });
  await shoot("add-block", await catalogue.screenshot());
  await catalogue.getByRole("button", { name: "Close", exact: true }).click();

  // A mistyped link: the validator's message under the field, and in the problem bar with the page's warning.
  const link = hero.getByRole("combobox", { name: /^Link\*?$/ }).first();
  await link.fill("/contct");
  const field = link.locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' form-group ')][1]");
  await field.getByText("did you mean").waitFor();
  await centre(field);
  await shoot("link-problem", await page.screenshot({ clip: await around(page, [field]) }));
  await page.locator(".problem-count").filter({ hasText: "1 error" }).waitFor();
  await checked(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator(".problem-list summary").click();
  await shoot("problem-bar", await page.locator(".editor-bar").screenshot());
  await page.locator(".problem-list summary").click();
  await page.keyboard.press("Control+z");
  await page.locator(".problem-count").filter({ hasNotText: "error" }).waitFor();

  // The preview as a phone, in dark colours.
  await page.getByRole("radio", { name: "Phone (375 px)" }).check();
  await page.getByRole("radio", { name: "Dark" }).check();
  await preview.locator('html[data-theme="dark"]').waitFor();
  // The picture ends where the frame and the switches end.
  const pane = page.getByRole("region", { name: "Preview" });
  const { x, y, height } = (await pane.boundingBox())!;
  const { x: left, width } = await around(page, [pane.locator(".segmented").last(), pane.locator("iframe")], 12);
  await shoot("preview-phone-dark", await page.screenshot({ clip: { x, y, width: left + width - x, height: Math.min(height, page.viewportSize()!.height - y) } }));
  await page.getByRole("radio", { name: "Desktop (1280 px)" }).check();
  await page.getByRole("radio", { name: "Light" }).check();

  // Rich text: the toolbar and the text as it reads.
  await page.getByRole("button", { name: /^1\. Hero block/ }).click();
  await page.getByRole("button", { name: /^2\. Rich text block/ }).click();
  const text = page.getByRole("region", { name: /^2\. Rich text block/ }).locator(".rich-text-field");
  await centre(text);
  await shoot("rich-text", await page.screenshot({ clip: await around(page, [text]) }));

  // Someone changes the file on disk (VS Code, git) while the studio has edits of its own.
  writeFileSync(file, readFileSync(file, "utf8").replace('"title": "Data Backup', '"title": "Data Backup and Restore'));
  const banner = page.locator(".conflict-panel").filter({ hasText: "was changed on disk since you opened it" });
  await banner.waitFor();
  await checked(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("changed-on-disk", await page.screenshot({ clip: await around(page, [page.locator(".editor-bar"), banner]) }));
}
