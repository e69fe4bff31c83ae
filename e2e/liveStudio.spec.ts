import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { askForLinkHere, mailsTo, signInByLink, signInBySso, signInHere } from "./liveStudio/signIn.ts";

/**
 * The studio on the live site (`npm start` with STUDIO_REPO set), against real services: the production
 * server in its own process, an SMTP server, an OpenID provider and a git remote on disk. Staff sign in,
 * edit, and every save is a commit on the drafts branch; the published site does not change.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
const editor = "editor@company.example";
const publisher = "publisher@company.example";
/** A second editor: an address may ask for five sign-in links in 15 minutes, and this spec signs in often. */
const photographer = "photos@company.example";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor", [publisher]: "publisher", [photographer]: "editor" } });
});

test.afterAll(async () => site?.stop());

const draftCommits = () => site.git("log", "--format=%H%x09%an%x09%ae%x09%s", "origin/main..studio/drafts").split("\n").filter(Boolean);

test("a staff member signs in by e-mailed link, changes the home hero heading, and the save is one commit in their name on the drafts branch while / still shows the old heading", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${site.url}/studio/`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the page studio" })).toBeVisible();
  await expectNoAxeViolations(page, "the sign-in page");

  await signInByLink(site, page, editor);
  await expect(page.getByText(`Signed in as ${editor} (editor)`)).toBeVisible();
  await expectNoAxeViolations(page, "the live studio's page list");
  // The studio's own typeface arrives with it (its stylesheet and font files from the studio's build).
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded")))).toBe(true);

  const oldHeading = JSON.parse(readFileSync(join(site.repo, "pages", "index.json"), "utf8")).blocks[0].heading as string;
  await page.getByRole("link", { name: "/", exact: true }).press("Enter");
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  const heading = page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("textbox", { name: /^Heading\*?$/ });
  await heading.fill("Software that works, run by people you can call");
  // A long answer's box shows all of it, without a scroll bar of its own.
  await page.getByRole("button", { name: /^5\. Accordion block/ }).press("Enter");
  const answer = page.getByRole("region", { name: /^5\. Accordion block/ }).getByRole("textbox", { name: /^Answer/ }).nth(1);
  const { lines, hidden } = await answer.evaluate((box) => ({ lines: Math.round(box.scrollHeight / parseFloat(getComputedStyle(box).lineHeight)), hidden: box.scrollHeight - box.clientHeight }));
  expect(lines).toBeGreaterThan(3);
  expect(hidden).toBe(0);
  // The preview frame draws the page in the site's own type and colours, as the dev server's does.
  const frameHeading = page.frameLocator('iframe[title^="Preview of"]').getByRole("heading", { level: 1 });
  await expect(frameHeading).toHaveText("Software that works, run by people you can call");
  expect(await frameHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Inter Variable/);
  expect(await frameHeading.evaluate((element) => getComputedStyle(element.ownerDocument.body).color)).not.toBe("rgb(0, 0, 0)");
  await page.getByRole("button", { name: "Save" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Saved at .* as a draft: visitors see it once a publisher publishes it\.$/ })).toBeVisible();
  await page.getByRole("link", { name: "All pages" }).press("Enter");
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "/", exact: true }) })).toContainText("Draft, not published yet");
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "/about-us", exact: true }) })).toContainText("Published");

  const commits = draftCommits();
  expect(commits).toHaveLength(1);
  const [id, name, email, subject] = commits[0]!.split("\t");
  expect({ name, email, subject }).toEqual({ name: "editor", email: editor, subject: "Home: hero heading" });
  expect(site.git("show", "--format=", "--numstat", id!)).toBe("1\t1\tpages/index.json");
  // The server's own checkout, which the site is built from, is untouched, and so is what visitors get.
  expect(site.git("status", "--porcelain")).toBe("");
  const home = await (await page.request.get(`${site.url}/`)).text();
  expect(home).toContain(oldHeading);
  expect(home).not.toContain("run by people you can call");
});

test("a picture uploaded in the live studio shows at once, in the picker, beside its field and in the preview, though it is not published yet", async ({ page }) => {
  await signInByLink(site, page, photographer);
  await page.goto(`${site.url}/studio/edit?file=pages%2Fabout-us.json`);
  await page.getByRole("button", { name: /^4\. Card grid block/ }).press("Enter");
  const cards = page.getByRole("region", { name: /^4\. Card grid block/ });
  await cards.getByRole("button", { name: "Choose picture…" }).first().press("Enter");
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  await picker.locator('input[type="file"]').setInputFiles({ name: "team-photo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toBeHidden();
  await expect(cards.getByRole("status").filter({ hasText: "Now showing team-photo.jpg. Check that the picture's description still fits it." })).toBeVisible();
  const drawn = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);
  await expect.poll(() => drawn(cards.locator("img.image-field-thumb").first())).toBe(800);
  const framed = page.frameLocator('iframe[title^="Preview of"]').locator('img[src$="/images/team-photo.jpg"]');
  await framed.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(framed)).toBe(800);
  await cards.getByRole("button", { name: "Choose picture…" }).first().press("Enter");
  await expect.poll(() => drawn(picker.getByRole("button", { name: /team-photo\.jpg/ }).locator("img"))).toBe(800);
  await page.keyboard.press("Escape");
  // Visitors get no such picture until it is published.
  expect((await page.request.get(`${site.url}/images/team-photo.jpg`)).status()).toBe(404);
});

test("the same person signing in through single sign-on finds the same draft", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBySso(site, page, editor);
  await expect(page.getByText(`Signed in as ${editor} (editor)`)).toBeVisible();
  await page.goto(`${site.url}/studio/edit?file=pages%2Findex.json`);
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  await expect(page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("textbox", { name: /^Heading\*?$/ })).toHaveValue("Software that works, run by people you can call");
  await context.close();
});

test.describe("refused sign-ins", () => {
  // The refusal pages answer 403, which Chromium reports in the console.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 403/] });

  test("someone not on the staff list gets the same answer and no e-mail; through single sign-on they are refused", async ({ page }) => {
    await page.goto(`${site.url}/studio/`);
    await askForLinkHere(page, "stranger@elsewhere.example");
    await expect(page.getByText("If stranger@elsewhere.example belongs to a member of staff, a sign-in link is on its way to it.")).toBeVisible();
    await page.waitForTimeout(500);
    expect(mailsTo(site, "stranger@elsewhere.example")).toHaveLength(0);

    await page.goto(`${site.url}/studio/sign-in/sso`);
    await page.getByLabel("E-mail").fill("stranger@elsewhere.example");
    await page.getByRole("button", { name: "Sign in" }).press("Enter");
    await expect(page.getByRole("alert")).toContainText("stranger@elsewhere.example is not on the studio's staff list.");
  });

  test("a sign-in link works once", async ({ page, browser }) => {
    const link = await signInByLink(site, page, editor);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await second.getByRole("button", { name: "Sign in" }).press("Enter");
    await expect(second.getByRole("alert")).toContainText("This sign-in link has been used already or has expired");
    expect((await other.request.get(`${site.url}/studio/api/pages`)).status()).toBe(401);
    await other.close();
  });
});

async function apiAs(page: Page, address: string): Promise<APIRequestContext> {
  await signInByLink(site, page, address);
  return page.request;
}

test("the API refuses: 401 without a session, 403 for an editor asking what only publishers may, 403 from another Origin with nothing written, 400 outside pages/, 415 for an upload that is no picture", async ({ page, playwright }) => {
  const anonymous = await playwright.request.newContext();
  const refused = await anonymous.get(`${site.url}/studio/api/pages`);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe("You are not signed in, or your session has ended. Sign in again at /studio/sign-in.");
  await anonymous.dispose();

  const api = await apiAs(page, editor);
  const log = await api.get(`${site.url}/studio/api/log`);
  expect(log.status()).toBe(403);
  expect((await log.json()).error).toBe("Only publishers may do this; you are signed in as an editor. Ask a publisher.");

  const file = await (await api.get(`${site.url}/studio/api/file?path=pages/about-us.json`)).json();
  const value = { ...JSON.parse(file.text), meta: { ...JSON.parse(file.text).meta, title: "Changed from elsewhere" } };
  const commitsBefore = draftCommits().length;
  const foreign = await api.put(`${site.url}/studio/api/file`, { data: { path: file.path, value, version: file.version }, headers: { origin: "https://attacker.example" } });
  expect(foreign.status()).toBe(403);
  expect(draftCommits()).toHaveLength(commitsBefore);
  expect((await (await api.get(`${site.url}/studio/api/file?path=pages/about-us.json`)).json()).version).toBe(file.version);

  const outside = await api.get(`${site.url}/studio/api/file?path=${encodeURIComponent("../package.json")}`);
  expect(outside.status()).toBe(400);
  const notPicture = await api.post(`${site.url}/studio/api/images`, { data: "#!/bin/sh\necho hi\n", headers: { "content-type": "text/x-shellscript", "x-file-name": "run.sh", origin: site.url } });
  expect(notPicture.status()).toBe(415);
});

test("a publisher reads who did what in People and activity, and ends an editor's session", async ({ page, browser }) => {
  const editorContext = await browser.newContext();
  await signInByLink(site, await editorContext.newPage(), editor);
  expect((await editorContext.request.get(`${site.url}/studio/api/pages`)).status()).toBe(200);

  const api = await apiAs(page, publisher);
  const entries = (await (await api.get(`${site.url}/studio/api/log`)).json()) as { actor: string; action: string; detail: string; from: string }[];
  expect(entries).toContainEqual(expect.objectContaining({ actor: editor, action: "save", detail: "pages/index.json: Home: hero heading", from: "127.0.0.1" }));
  expect(entries).toContainEqual(expect.objectContaining({ actor: editor, action: "sign-in", detail: "single sign-on" }));

  await page.getByRole("link", { name: "People and activity" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "People and activity" })).toBeVisible();
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByRole("row").filter({ hasText: editor }).filter({ hasText: "Saved: pages/index.json: Home: hero heading" })).toHaveCount(1);
  await expectNoAxeViolations(page, "People and activity");
  const editorSessions = page.getByRole("region", { name: "Signed in now" }).getByRole("button", { name: new RegExp(`^End session of ${editor},`) });
  const count = await editorSessions.count();
  expect(count).toBeGreaterThan(0);
  for (let ended = 0; ended < count; ended++) {
    await editorSessions.first().press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `Ended ${editor}'s session` })).toBeVisible();
    await expect(editorSessions).toHaveCount(count - ended - 1);
  }
  expect((await editorContext.request.get(`${site.url}/studio/api/pages`)).status()).toBe(401);
  await editorContext.close();
});

test.describe("a session that ends while editing", () => {
  // The refused save answers 401, which Chromium reports in the console.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 401/] });

  test("an editor whose session ends while editing keeps the edits, signs in again in a new tab, and the same Save goes through", async ({ page, context }) => {
    const writer = "writer@company.example";
    site.staff("add", writer, "--role", "editor");
    await signInByLink(site, page, writer);
    await page.goto(`${site.url}/studio/edit?file=pages%2Fcontact.json`);
    await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
    const heading = page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("textbox", { name: /^Heading\*?$/ });
    await heading.fill("Talk to the people who will build it");

    // A publisher ends every session of this editor (a lost laptop, say) while the edit is unsaved.
    site.staff("revoke", "--all", writer);
    await page.getByRole("button", { name: "Save" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Not saved: your session has ended. Your changes are still here: sign in again in a new tab, then press Save." })).toBeVisible();
    await expect(heading).toHaveValue("Talk to the people who will build it");

    const [signIn] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /^Sign in again/ }).press("Enter")]);
    await signInHere(site, signIn, writer);
    await expect(signIn.getByText(`Signed in as ${writer}`)).toBeVisible();
    await signIn.close();

    await page.getByRole("button", { name: "Save" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Saved at .* as a draft/ })).toBeVisible();
    expect(site.git("log", "-1", "--format=%ae %s", "studio/drafts")).toBe(`${writer} Contact Us: hero heading`);
  });
});

test("signing out ends the session", async ({ page }) => {
  await signInByLink(site, page, editor);
  await page.getByRole("button", { name: "Sign out" }).press("Enter");
  await expect(page.getByText("You are signed out.")).toBeVisible();
  expect((await page.request.get(`${site.url}/studio/api/pages`)).status()).toBe(401);
});
