import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { makePageHere } from "./liveStudio/newPage.ts";
import { signInByLink } from "./liveStudio/signIn.ts";

/**
 * Deleting a page in the live studio: "Delete page…" asks where the page's visitors should go, refuses
 * while other pages link to it (each link named, each file a link into the studio), and once deleted the
 * page file and the site file's new redirect are one commit on the drafts branch.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
const publisher = "publisher@company.example";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [publisher]: "publisher" } });
});

test.afterAll(async () => site?.stop());

const draftCommits = () => site.git("log", "--format=%H%x09%s", "origin/main..studio/drafts").split("\n").filter(Boolean);

test("a publisher makes a page through New page…, deletes it sending its visitors to /contact, and the drafts branch has one commit with the page file and pages/_site.json", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, publisher);

  await makePageHere(page, "/careers", "Careers");

  await page.getByRole("button", { name: "Delete page…" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete /careers?" });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole("combobox", { name: "Send visitors who come to /careers to" });
  // The question takes the focus; the home page is chosen until another is.
  await expect(choice).toBeFocused();
  await expect(choice).toHaveValue("/");
  await expect(choice.getByRole("option", { name: "Nowhere: show the “page not found” page" })).toHaveCount(1);
  await expect(choice.getByRole("option", { name: /^\/careers / })).toHaveCount(0);
  await expectNoAxeViolations(page, "the Delete page window");
  await choice.selectOption("/contact");
  await dialog.getByRole("button", { name: "Delete page", exact: true }).press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Page studio" })).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Deleted /careers; visitors are sent to /contact." });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page.getByRole("link", { name: "/careers", exact: true })).toHaveCount(0);

  const commits = draftCommits();
  expect(commits).toHaveLength(2);
  const [id, subject] = commits[0]!.split("\t");
  expect(subject).toMatch(/^Deleted page: Careers; Site-wide data: /);
  expect(commits[1]!.split("\t")[1]).toBe("New page: Careers");
  const touched = site.git("show", "--format=", "--name-status", id!).split("\n").sort();
  expect(touched).toEqual(["D\tpages/careers.json", "M\tpages/_site.json"]);
  expect(JSON.parse(site.git("show", `${id}:pages/_site.json`)).redirects).toEqual([{ from: "/careers", to: "/contact" }]);
  // The server's own checkout, which the site is built from, is untouched.
  expect(site.git("status", "--porcelain")).toBe("");
  const log = (await (await page.request.get(`${site.url}/studio/api/log`)).json()) as { actor: string; action: string; detail: string }[];
  expect(log).toContainEqual(expect.objectContaining({ actor: publisher, action: "delete", detail: `pages/careers.json, pages/_site.json: ${subject}` }));
});

test("a publisher deletes an English page and its Arabic twin goes with it, each address sent on in its own language, in one commit", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, publisher);
  for (const [address, title] of [["/jobs", "Jobs"], ["/ar/jobs", "الوظائف"]]) {
    await page.goto(`${site.url}/studio`);
    await makePageHere(page, address!, title!);
  }
  const before = draftCommits().length;

  await page.goto(`${site.url}/studio/edit?file=${encodeURIComponent("pages/jobs.json")}`);
  await page.getByRole("button", { name: "Delete page…" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete /jobs?" });
  await expect(dialog).toContainText("The page and its file pages/jobs.json will be deleted, with its Arabic twin /ar/jobs.");
  await dialog.getByRole("combobox").selectOption("/contact");
  await dialog.getByRole("button", { name: "Delete page", exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Deleted /jobs; visitors are sent to /contact." })).toBeVisible();

  const commits = draftCommits();
  expect(commits).toHaveLength(before + 1);
  const id = commits[0]!.split("\t")[0]!;
  expect(site.git("show", "--format=", "--name-status", id).split("\n").sort()).toEqual(["D\tpages/ar/jobs.json", "D\tpages/jobs.json", "M\tpages/_site.json"]);
  expect(JSON.parse(site.git("show", `${id}:pages/_site.json`)).redirects).toEqual(expect.arrayContaining([{ from: "/jobs", to: "/contact" }, { from: "/ar/jobs", to: "/ar/contact" }]));
});

test.describe("a page other pages link to", () => {
  // The refusal is a 422, which Chromium reports in the console.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 422/] });

  test("is not deleted: each link is listed in the checker's words, and its file opens in the studio", async ({ page }) => {
    await signInByLink(site, page, publisher);
    const before = draftCommits().length;
    await page.goto(`${site.url}/studio/edit?file=${encodeURIComponent("pages/privacy-policy.json")}`);
    await page.getByRole("button", { name: "Delete page…" }).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete /privacy-policy?" });
    // The page goes with its Arabic twin, and the dialog says so before anything is deleted.
    await expect(dialog).toContainText("The page and its file pages/privacy-policy.json will be deleted, with its Arabic twin /ar/privacy-policy.");
    await dialog.getByRole("combobox").selectOption("/about-us");
    await dialog.getByRole("button", { name: "Delete page", exact: true }).press("Enter");

    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("/privacy-policy and its Arabic twin /ar/privacy-policy cannot be deleted while other pages link to them.");
    await expect(alert).toContainText('links to "/privacy-policy", which is no page: it redirects to "/about-us"; link to "/about-us" instead');
    await expectNoAxeViolations(page, "the Delete page window with its refusal");
    expect(draftCommits()).toHaveLength(before);

    await alert.getByRole("link", { name: "pages/_site.json" }).first().press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /Site-wide data/ })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await page.request.get(`${site.url}/studio/api/file?path=pages/privacy-policy.json`)).status()).toBe(200);
  });
});
