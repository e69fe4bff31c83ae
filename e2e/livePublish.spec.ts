import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../scripts/lib/paths.ts";
import { test, expect } from "./consoleGuard.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { signInByLink } from "./liveStudio/signIn.ts";

/**
 * Publishing on the live site (scripts/lib/studio/publish/): an editor's draft, reviewed by a
 * publisher in words, checked as the whole site, built beside the served site without a code build,
 * committed on the published branch in the publisher's name, and served within seconds.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
const editor = "editor@company.example";
const publisher = "publisher@company.example";
// A second publisher: sign-in links are limited to five per address in 15 minutes.
const otherPublisher = "second.publisher@company.example";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor", [publisher]: "publisher", [otherPublisher]: "publisher" } });
});

test.afterAll(async () => site?.stop());

/** Saves a change to a page's value as the signed-in person of `page`, through the studio's API. */
async function saveDraft(page: import("@playwright/test").Page, path: string, change: (value: { blocks: Record<string, unknown>[] }) => void) {
  const file = await (await page.request.get(`${site.url}/studio/api/file?path=${path}`)).json();
  const value = JSON.parse(file.text);
  change(value);
  const saved = await page.request.put(`${site.url}/studio/api/file`, { data: { path, value, version: file.version }, headers: { origin: site.url } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return value;
}

/** git on the shared repository (the bare remote on disk). */
const remoteGit = (...args: string[]) => execFileSync("git", ["-C", site.remote, ...args], { encoding: "utf8" }).trim();
const remoteHead = () => remoteGit("rev-parse", "refs/heads/main");

/** A colleague's clone of the shared repository, where `change` is committed and pushed. */
function pushFromElsewhere(file: string, change: (value: { blocks: Record<string, unknown>[] }) => void, remote = site.remote) {
  const clone = mkdtempSync(join(tmpdir(), "colleague-"));
  const run = (...args: string[]) => execFileSync("git", ["-c", "user.name=A colleague", "-c", "user.email=colleague@company.example", ...args], { cwd: clone, encoding: "utf8" });
  run("clone", "-q", remote, ".");
  const value = JSON.parse(run("show", `HEAD:${file}`));
  change(value);
  writeFileSync(join(clone, file), `${JSON.stringify(value, null, 2)}\n`);
  run("commit", "-q", "-am", `A colleague changes ${file}`);
  run("push", "-q", "origin", "main");
  rmSync(clone, { recursive: true, force: true });
}

const servedHeading = async (request: import("@playwright/test").APIRequestContext) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site.url}/`)).text())?.[1];

test("an editor's new home heading, reviewed in words and published, is served by / within 10 seconds and committed on the published branch in the publisher's name", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, editor);
  let oldHeading = "";
  const newHeading = "Software that works, run by people you can call";
  await saveDraft(page, "pages/index.json", (value) => {
    oldHeading = value.blocks[0]!.heading as string;
    value.blocks[0]!.heading = newHeading;
  });
  // An editor may not publish.
  expect((await page.request.post(`${site.url}/studio/api/publish`, { data: { files: ["pages/index.json"] }, headers: { origin: site.url } })).status()).toBe(403);

  const context = await browser.newContext();
  const publisherPage = await context.newPage();
  await signInByLink(site, publisherPage, publisher);
  await publisherPage.getByRole("link", { name: "Review and publish" }).click();
  await expect(publisherPage.getByRole("heading", { level: 1, name: "Review and publish" })).toBeVisible();
  const home = publisherPage.getByRole("region", { name: "Home" });
  await expect(home.getByRole("listitem").filter({ hasText: "Hero heading" })).toHaveText(`Hero heading: "${oldHeading}" → "${newHeading}"`);
  await expect(home).toContainText("Saved by editor (1 save, ");
  expect(await servedHeading(publisherPage.request)).toBe(oldHeading);

  await expect(publisherPage.getByText("Checked: the whole site, with these drafts published, has no errors.")).toBeVisible();
  const pressed = Date.now();
  await publisherPage.getByRole("button", { name: "Publish 1 page" }).click();
  await expect.poll(() => servedHeading(publisherPage.request), { timeout: 10_000, intervals: [100] }).toBe(newHeading);
  expect(Date.now() - pressed).toBeLessThan(10_000);
  await expect(publisherPage.getByRole("status").filter({ hasText: "Published Home" })).toBeVisible();

  // The published branch has the commit, in the publisher's name, here and in the shared repository;
  // the drafts have nothing left to publish.
  expect(site.git("log", "-1", "--format=%an <%ae>|%s", "main")).toMatch(/^.* <publisher@company\.example>\|Published Home$/);
  await expect.poll(() => remoteHead()).toBe(site.git("rev-parse", "main"));
  expect(JSON.parse(site.git("show", "main:pages/index.json")).blocks[0].heading).toBe(newHeading);
  expect(JSON.parse(execFileSync("git", ["-C", site.repo, "show", "HEAD:pages/index.json"], { encoding: "utf8" })).blocks[0].heading).toBe(newHeading);
  await expect(publisherPage.getByText("Every draft is published: visitors see what the studio shows.")).toBeVisible();

  // A visitor's browser gets the new page whole: its hydrated heading and its data module agree.
  const visitor = await browser.newPage();
  await visitor.goto(`${site.url}/`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newHeading);
  await visitor.close();
  await context.close();
});

test("a draft that links to a page that does not exist cannot be published: the verdict names the page and the field, lists its warnings, and the site is unchanged", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByLink(site, page, publisher);
  const before = await servedHeading(page.request);
  const headBefore = site.git("rev-parse", "main");
  await saveDraft(page, "pages/about-us.json", (value) => {
    (value.blocks[0]!.actions as { href: string }[])[0]!.href = "/no-such-page";
    (value as unknown as { meta: { description: string } }).meta.description = "Who we are.";
  });
  await page.getByRole("link", { name: "Review and publish" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Publishing would break the site:" });
  await expect(alert).toContainText("pages/about-us.json");
  await expect(alert).toContainText("/no-such-page");
  await expect(page.getByRole("button", { name: "Publish 1 page" })).toBeDisabled();
  // Warnings are listed too, and do not stop a publish by themselves.
  await expect(page.getByText("(they do not stop publishing)")).toBeVisible();
  await expect(page.locator(".publish-warnings")).toContainText("the description is 11 characters");

  const refused = await page.request.post(`${site.url}/studio/api/publish`, { data: { files: ["pages/about-us.json"] }, headers: { origin: site.url } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors[0].file).toBe("pages/about-us.json");
  expect(site.git("rev-parse", "main")).toBe(headBefore);
  expect(await servedHeading(page.request)).toBe(before);
});

test("an editor's 'Restore this version' in a page's published versions makes the earlier heading a draft, and once a publisher publishes it, it is served within 10 seconds", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A restore is a draft like any save: editors may make it, publishers publish it.
  await signInByLink(site, page, editor);
  const original = JSON.parse(site.git("show", "main~1:pages/index.json")).blocks[0].heading as string;
  await page.goto(`${site.url}/studio/edit?file=pages%2Findex.json`);
  await page.getByText("Published versions").click();
  const versions = page.locator("details").filter({ hasText: "Published versions" });
  // Who published each version and when, and what it changed, in words.
  await expect(versions).toContainText(/, published by publisher \(live now\)/);
  await expect(versions.getByRole("listitem").filter({ hasText: /^Hero heading:/ }).first()).toHaveText(`Hero heading: "${original}" → "Software that works, run by people you can call"`);
  await versions.getByRole("button", { name: /^Restore this version/ }).first().click();
  await expect(page.getByText(/^Restored the version of .* as a draft: review and publish it to put it live\.$/)).toBeVisible();
  expect(site.git("log", "-1", "--format=%ae", "studio/drafts")).toBe(editor);

  const context = await browser.newContext();
  const publisherPage = await context.newPage();
  await signInByLink(site, publisherPage, publisher);
  await publisherPage.getByRole("link", { name: "Review and publish" }).click();
  // The broken About Us draft of the test before waits unticked: only Home goes.
  await publisherPage.getByRole("checkbox", { name: "Publish this (About Us)" }).uncheck();
  await expect(publisherPage.getByRole("button", { name: "Publish 1 page" })).toBeEnabled();
  const pressed = Date.now();
  await publisherPage.getByRole("button", { name: "Publish 1 page" }).click();
  await expect.poll(() => servedHeading(publisherPage.request), { timeout: 10_000, intervals: [100] }).toBe(original);
  expect(Date.now() - pressed).toBeLessThan(10_000);
  await context.close();
});

test("a publisher rolls the whole site back to an earlier publish in one step", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, publisher);
  await page.getByRole("link", { name: "Review and publish" }).click();
  // The review above the list (the draft with a broken link, left by the test above) loads and checks
  // the whole site on its own, moving the list down as it does: a person reads its verdict first, and a
  // press before it would land where the button no longer is.
  await expect(page.getByRole("alert").filter({ hasText: "Publishing would break the site:" })).toBeVisible();
  const earlier = page.getByRole("region", { name: "Earlier publishes" });
  // Newest first: the restore, then the first publish of the new heading.
  await earlier.getByRole("button", { name: /^Roll the site back to this/ }).first().click();
  await page.getByRole("dialog", { name: "Roll the site back?" }).getByRole("button", { name: "Roll back" }).click();
  await expect.poll(() => servedHeading(page.request), { timeout: 10_000, intervals: [100] }).toBe("Software that works, run by people you can call");
  expect(site.git("log", "-1", "--format=%s", "main")).toBe("Published Home");
});

test("the published branch in the shared repository builds the same page: its home page file, built by the content step, gives the heading visitors are served", async ({ request }) => {
  test.setTimeout(60_000);
  // The last publish (the roll-back) is pushed once it is served: the shared repository has it in a moment.
  await expect.poll(() => remoteHead()).toBe(site.git("rev-parse", "main"));
  const folder = mkdtempSync(join(tmpdir(), "fresh-clone-"));
  try {
    execFileSync("git", ["clone", "-q", site.remote, join(folder, "clone")]);
    // The project's own build with the clone's pages: its code build copied, the content step run on the clone.
    cpSync(join(root, "dist"), join(folder, "dist"), { recursive: true });
    cpSync(join(root, "dist-ssr"), join(folder, "dist-ssr"), { recursive: true });
    // The server bundle leaves out the libraries, which Node finds in a node_modules folder above it.
    symlinkSync(join(root, "node_modules"), join(folder, "node_modules"));
    execFileSync(process.execPath, [join(root, "scripts", "prerender.ts")], { env: { ...process.env, PAGES_DIR: join(folder, "clone", "pages"), DIST_DIR: join(folder, "dist"), SSR_DIST_DIR: join(folder, "dist-ssr") } });
    const built = readFileSync(join(folder, "dist", "index.html"), "utf8");
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(built)?.[1]).toBe(await servedHeading(request));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("with the shared repository out of reach, a publish is still served here, the studio says the push is pending, and once the repository is back it is pushed, on top of what a colleague pushed meanwhile", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, otherPublisher);
  const heading = "Published while the shared repository was away";
  await saveDraft(page, "pages/index.json", (value) => (value.blocks[0]!.heading = heading));
  const remoteBefore = remoteHead();
  renameSync(site.remote, `${site.remote}.away`);
  try {
    await page.getByRole("link", { name: "Review and publish" }).click();
    await page.getByRole("checkbox", { name: "Publish this (About Us)" }).uncheck();
    await page.getByRole("button", { name: "Publish 1 page" }).click();
    // A publish builds the site first (seconds on a busy machine; `npm run bench:publish` times it).
    await expect(page.getByRole("status")).toContainText("Published Home.", { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("the shared repository (origin) cannot be reached, so the publish is not pushed yet");
    expect(await servedHeading(page.request)).toBe(heading);
    // Meanwhile a colleague, who can reach it, pushes a change to another page.
    pushFromElsewhere("pages/contact.json", (value) => (value.blocks[0]!.heading = "Contact us while the studio was cut off"), `${site.remote}.away`);
  } finally {
    renameSync(`${site.remote}.away`, site.remote);
  }
  // The retried push is refused (the remote moved on), so the publish is put on top of the colleague's
  // commit and pushed; this server serves both.
  await expect.poll(() => remoteGit("log", "-2", "--format=%s", "main").split("\n"), { timeout: 15_000 }).toEqual(["Published Home", "A colleague changes pages/contact.json"]);
  expect(remoteGit("rev-parse", "main~2")).toBe(remoteBefore);
  expect(JSON.parse(remoteGit("show", "main:pages/index.json")).blocks[0].heading).toBe(heading);
  await expect.poll(async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get(`${site.url}/contact`)).text())?.[1], { timeout: 10_000 }).toBe("Contact us while the studio was cut off");
  await expect(page.getByRole("status")).not.toContainText("cannot be reached", { timeout: 10_000 });
});

test("a colleague pushed a change to another page meanwhile: the publish is put on top of it and pushed, and the site serves both", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, otherPublisher);
  const theirs = "Contact us, said a colleague";
  pushFromElsewhere("pages/contact.json", (value) => (value.blocks[0]!.heading = theirs));
  const ours = "Published on top of a change by a colleague";
  await saveDraft(page, "pages/index.json", (value) => (value.blocks[0]!.heading = ours));
  const published = await page.request.post(`${site.url}/studio/api/publish`, { data: { files: ["pages/index.json"] }, headers: { origin: site.url } });
  expect(published.ok(), await published.text()).toBe(true);
  await expect.poll(() => remoteGit("log", "-2", "--format=%s", "main").split("\n"), { timeout: 15_000 }).toEqual(["Published Home", "A colleague changes pages/contact.json"]);
  expect(await servedHeading(page.request)).toBe(ours);
  await expect.poll(async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get(`${site.url}/contact`)).text())?.[1], { timeout: 10_000 }).toBe(theirs);
});

test.describe("when the published site changed the same page elsewhere", () => {
  // Chromium logs the refused publish (409) as a console error, which is the point here.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("a colleague pushed a change to the same page: nothing is forced, the site serves the colleague's version, and the publisher is told who changed it and what to do", async ({ page }) => {
    test.setTimeout(90_000);
    await signInByLink(site, page, otherPublisher);
    pushFromElsewhere("pages/index.json", (value) => (value.blocks[0]!.heading = "A home heading from a colleague"));
    const theirs = remoteHead();
    await saveDraft(page, "pages/index.json", (value) => (value.blocks[0]!.heading = "Our home heading"));
    await page.getByRole("link", { name: "Review and publish" }).click();
    await page.getByRole("checkbox", { name: "Publish this (About Us)" }).uncheck();
    await page.getByRole("button", { name: "Publish 1 page" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "A colleague changed pages/index.json on the published site while it had drafts here" })).toBeVisible({ timeout: 15_000 });
    expect(await servedHeading(page.request)).toBe("A home heading from a colleague");
    expect(remoteHead()).toBe(theirs);
    // The draft is kept, to be redone on top of the colleague's version.
    expect(JSON.parse(site.git("show", "studio/drafts:pages/index.json")).blocks[0].heading).toBe("Our home heading");
  });
});
