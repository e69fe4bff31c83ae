import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { signInByLink, signInBySso } from "./liveStudio/signIn.ts";

/**
 * Two people edit the same page in the live studio at once: each sees that the other has it open, the
 * second save is refused, and whichever way out the second person chooses, neither text is lost: the
 * drafts branch keeps the first person's commit, and the second one's comes after it.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
/** Signs in through single sign-on, whose identity provider names her "Eda Editor". */
const eda = { email: "editor@company.example", name: "Eda Editor" };
/** Signs in by e-mailed link, which names him after his address. */
const bruno = { email: "bruno@company.example", name: "bruno" };
const homeEditor = () => `${site.url}/studio/edit?file=pages%2Findex.json`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [eda.email]: "editor", [bruno.email]: "editor" } });
});

test.afterAll(async () => site?.stop());

/** A second person's browser: a context of its own, whose console is watched as the test's own page's is. */
async function secondBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !/status of 409 \(Conflict\)/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { context, page, problems };
}

const heroField = (page: Page, label: RegExp) => page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("textbox", { name: label });

async function openHeroForm(page: Page) {
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  await expect(heroField(page, /^Heading\*?$/)).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).press("Enter");
}

const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^Saved at/ });
const alsoOpen = (page: Page) => page.getByRole("status").filter({ hasText: /^Also open:/ });
/** The drafts branch's commits since the published site, oldest first: author and subject. */
const draftCommits = () =>
  site
    .git("log", "--reverse", "--format=%H%x09%an%x09%s", "origin/main..studio/drafts")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t") as [string, string, string]);
const homeOnDrafts = (revision = "studio/drafts") => JSON.parse(site.git("show", `${revision}:pages/index.json`)) as { blocks: { heading: string; intro: string }[] };

test.use({ expectedConsoleErrors: [/status of 409 \(Conflict\)/] });

test("two people on the home page see each other; the second save meets the first, and a merge by hand keeps her heading and his introduction, her commit first", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const second = await secondBrowser(browser);
  const brunoPage = second.page;
  await signInBySso(site, page, eda.email);
  await signInByLink(site, brunoPage, bruno.email);

  // Each browser says every 20 s that the page is still open: the clock is moved on rather than waited for.
  await page.clock.install();
  await page.goto(homeEditor());
  await brunoPage.goto(homeEditor());
  await expect(alsoOpen(brunoPage)).toHaveText(`Also open: ${eda.name} (${eda.email})`);
  await page.clock.fastForward(20_000);
  await expect(alsoOpen(page)).toHaveText(`Also open: ${bruno.name} (${bruno.email})`);

  const published = homeOnDrafts("origin/main").blocks[0]!;
  const edasHeading = "Software that works, run by people you can call";
  const brunosIntro = "We design it, build it and stay on call for it.";

  await openHeroForm(page);
  await heroField(page, /^Heading\*?$/).fill(edasHeading);
  await save(page);
  await expect(savedStatus(page)).toBeVisible();

  await openHeroForm(brunoPage);
  await heroField(brunoPage, /^Introduction\*?$/).fill(brunosIntro);
  await save(brunoPage);
  const panel = brunoPage.getByRole("region", { name: `${eda.name} saved this page meanwhile` });
  await expect(panel).toBeFocused();
  await expect(brunoPage.getByRole("alert")).toContainText(`${eda.name} (${eda.email}) saved this page at`);
  const heading = panel.getByRole("listitem").filter({ has: brunoPage.getByRole("heading", { name: "1. Hero block › Heading" }) });
  await expect(heading).toContainText(`Your version${published.heading}`);
  await expect(heading).toContainText(`The version saved meanwhile${edasHeading}`);
  await expect(panel.getByRole("heading", { name: "1. Hero block › Introduction" })).toBeVisible();
  await expectNoAxeViolations(brunoPage, "the conflict panel");

  await panel.getByRole("button", { name: "Merge by hand" }).press("Enter");
  await panel.getByRole("group", { name: "1. Hero block › Heading" }).getByRole("radio", { name: /^The version saved meanwhile/ }).press("Space");
  await expect(panel.getByRole("group", { name: "1. Hero block › Introduction" }).getByRole("radio", { name: `Your version: ${brunosIntro}` })).toBeChecked();
  await panel.getByRole("button", { name: "Save the merged version" }).press("Enter");
  await expect(savedStatus(brunoPage)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(heroField(brunoPage, /^Heading\*?$/)).toHaveValue(edasHeading);
  await expect(heroField(brunoPage, /^Introduction\*?$/)).toHaveValue(brunosIntro);

  expect(draftCommits().map(([, author, subject]) => [author, subject])).toEqual([
    [eda.name, "Home: hero heading"],
    [bruno.name, "Home: hero introduction"],
  ]);
  expect(homeOnDrafts().blocks[0]).toMatchObject({ heading: edasHeading, intro: brunosIntro });

  // He closes the page: she sees him gone at her next heartbeat.
  await brunoPage.close();
  await page.clock.fastForward(20_000);
  await expect(alsoOpen(page)).toHaveCount(0);
  await second.context.close();
  expect(second.problems, "console errors or warnings in the second browser").toEqual([]);
});

test("Keep my version saves his over hers, and her commit stays in the history before his", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const second = await secondBrowser(browser);
  const brunoPage = second.page;
  await signInBySso(site, page, eda.email);
  await signInByLink(site, brunoPage, bruno.email);
  await page.goto(homeEditor());
  await brunoPage.goto(homeEditor());
  const commitsBefore = draftCommits().length;

  await openHeroForm(page);
  await heroField(page, /^Heading\*?$/).fill("Eda's heading, saved first");
  await save(page);
  await expect(savedStatus(page)).toBeVisible();

  await openHeroForm(brunoPage);
  await heroField(brunoPage, /^Heading\*?$/).fill("Bruno's heading, kept");
  await save(brunoPage);
  const panel = brunoPage.getByRole("region", { name: `${eda.name} saved this page meanwhile` });
  await expect(panel).toBeFocused();
  await panel.getByRole("button", { name: "Keep my version" }).press("Enter");
  await expect(savedStatus(brunoPage)).toBeVisible();
  await expect(brunoPage.getByRole("button", { name: "Save", exact: true })).toBeFocused();

  const commits = draftCommits().slice(commitsBefore);
  expect(commits.map(([, author, subject]) => [author, subject])).toEqual([
    [eda.name, "Home: hero heading"],
    [bruno.name, "Home: hero heading"],
  ]);
  expect(homeOnDrafts(commits[0]![0]).blocks[0]!.heading).toBe("Eda's heading, saved first");
  expect(homeOnDrafts().blocks[0]!.heading).toBe("Bruno's heading, kept");
  await second.context.close();
  expect(second.problems, "console errors or warnings in the second browser").toEqual([]);
});
