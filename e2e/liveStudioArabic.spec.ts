import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { makePageHere } from "./liveStudio/newPage.ts";
import { signInByLink, signInBySso } from "./liveStudio/signIn.ts";
import { escapeRegExp } from "../src/shared/escapeRegExp.ts";

/**
 * Translating in the live studio: an Arabic page's fields under the English twin's words (its draft),
 * marked "Not translated yet" until written in Arabic, the checks of the pair at their fields, and
 * "Create the Arabic twin" on an English page that has none, committed with the English page in one
 * commit on the drafts branch. Staff sign in through the real OpenID provider and by e-mailed link.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
const editor = "editor@company.example";
const publisher = "publisher@company.example";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor", [publisher]: "publisher" } });
});

test.afterAll(async () => site?.stop());

const draftCommits = () => site.git("log", "--format=%H%x09%s", "origin/main..studio/drafts").split("\n").filter(Boolean);
const editUrl = (path: string) => `${site.url}/studio/edit?file=${encodeURIComponent(path)}`;

test("an Arabic page's text field shows its English twin's words, as drafted, beside it in English, and is written right to left in Arabic", async ({ page }) => {
  test.setTimeout(60_000);
  await signInBySso(site, page, editor);
  // A draft of the English page: the Arabic page's fields show its words, not the published ones.
  const english = await (await page.request.get(`${site.url}/studio/api/file?path=pages/products.json`)).json();
  const value = JSON.parse(english.text);
  value.blocks[0].heading = "Software That Runs Your Whole Business";
  const saved = await page.request.put(`${site.url}/studio/api/file`, { data: { path: english.path, value, version: english.version }, headers: { origin: site.url } });
  expect(saved.status()).toBe(200);

  await page.goto(editUrl("pages/ar/products.json"));
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  const hero = page.getByRole("region", { name: /^1\. Hero block/ });
  const heading = hero.getByRole("textbox", { name: /^Heading/ });
  await expect(heading).toHaveValue("برمجيات تدير أعمالك اليومية");
  await expect(heading).toHaveAttribute("dir", "rtl");
  await expect(heading).toHaveAttribute("lang", "ar");
  const source = hero.locator(".english-source").filter({ hasText: "Software That Runs Your Whole Business" });
  await expect(source).toHaveText("English: Software That Runs Your Whole Business");
  await expect(source).toHaveAttribute("lang", "en");
  await expect(source).toHaveAttribute("dir", "ltr");
  await expect(heading).toHaveAccessibleDescription(/English: Software That Runs Your Whole Business/);
  // A link is no word to translate: it has no English words beside it, and runs left to right.
  await expect(hero.getByRole("combobox", { name: /^Link/ }).first()).not.toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page, "an Arabic page in the studio");
});

test("a field holding English is marked “Not translated yet” and counted at the top until Arabic is typed in it", async ({ page }) => {
  test.setTimeout(60_000);
  await signInBySso(site, page, editor);
  // The page list says the same count, beside each Arabic page.
  await page.goto(`${site.url}/studio/`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "/ar/products", exact: true }) });
  await expect(row.getByRole("cell").nth(3)).toHaveText("4 fields not translated yet");
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "/ar/contact", exact: true }) }).getByRole("cell").nth(3)).toHaveText("Every field translated");
  await row.getByRole("link", { name: "/ar/products" }).press("Enter");
  const count = page.locator(".translation-bar").getByRole("status");
  await expect(count).toHaveText("4 fields not translated yet");
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  const hero = page.getByRole("region", { name: /^1\. Hero block/ });
  const eyebrow = hero.getByRole("textbox", { name: /^Short label above the heading/ });
  await expect(eyebrow).not.toHaveAccessibleDescription(/Not translated yet/);

  await eyebrow.fill("Our Products");
  await expect(eyebrow).toHaveAccessibleDescription(/English: Our Products Not translated yet/);
  await expect(hero.getByText("Not translated yet", { exact: true })).toHaveCount(1);
  await expect(count).toHaveText("5 fields not translated yet");

  await eyebrow.fill("");
  await eyebrow.pressSequentially("منتجاتنا");
  await expect(eyebrow).not.toHaveAccessibleDescription(/Not translated yet/);
  await expect(hero.getByText("Not translated yet", { exact: true })).toHaveCount(0);
  await expect(count).toHaveText("4 fields not translated yet");

  // "Show the first" takes the keyboard to a field still to translate, its block opened: the first in the form's order.
  await page.getByRole("button", { name: "Show the first field not translated yet" }).press("Enter");
  await expect(page.locator(":focus")).toHaveAccessibleDescription(/Not translated yet/);
  const { focused, firstMarked } = await page.locator("input, textarea, [contenteditable='true']").evaluateAll((fields) => ({
    focused: fields.indexOf(document.activeElement as HTMLElement),
    firstMarked: fields.findIndex((field) => (field.getAttribute("aria-describedby") ?? "").split(" ").some((id) => document.getElementById(id)?.textContent?.includes("Not translated yet"))),
  }));
  expect(focused).toBe(firstMarked);
});

test("a link of an Arabic page to an English page is refused at its field while editing, in the checker's words", async ({ page }) => {
  test.setTimeout(60_000);
  await signInBySso(site, page, editor);
  await page.goto(editUrl("pages/ar/products.json"));
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  const link = page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("combobox", { name: /^Link/ }).nth(1);
  await expect(link).toHaveValue("/ar/contact");
  await link.fill("/contact");

  const message = 'links to "/contact", an English page: link to "/ar/contact"';
  await expect(link).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.locator(".problem-count")).toContainText("1 error");
  await page.getByText("Show them").click();
  await expect(page.getByRole("button", { name: `error Block 1 (Hero block) › actions 2 › href: ${message}` })).toBeVisible();
});

test("“Create the Arabic twin” on a new English page writes pages/ar/ with the English words to translate and drops notYetInArabic, in one commit, and opens the twin", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByLink(site, page, publisher);
  await makePageHere(page, "/careers", "Careers");
  await page.getByRole("link", { name: "All pages" }).press("Enter");
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "/careers", exact: true }) }).getByRole("cell").nth(3)).toHaveText("No Arabic twin yet");
  await page.getByRole("link", { name: "/careers", exact: true }).press("Enter");
  const before = draftCommits().length;

  await page.getByRole("button", { name: "Create the Arabic twin" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /pages\/ar\/careers\.json/ })).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Created the Arabic twin of /careers from its English page." });
  await expect(notice).toBeFocused();
  await expect(page.locator(".translation-bar").getByRole("status")).toHaveText(/^\d+ fields not translated yet$/);
  await page.getByRole("button", { name: /^1\. Hero block/ }).press("Enter");
  const heading = page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("textbox", { name: /^Heading/ });
  await expect(heading).toHaveValue("Careers");
  await expect(heading).toHaveAccessibleDescription(/English: Careers Not translated yet/);
  await expect(page.getByRole("region", { name: /^1\. Hero block/ }).getByRole("combobox", { name: /^Link/ })).toHaveValue("/ar/contact");

  const commits = draftCommits();
  expect(commits).toHaveLength(before + 1);
  const [id, subject] = commits[0]!.split("\t");
  expect(subject).toBe("New page: Careers; Careers: not yet in Arabic");
  expect(site.git("show", "--format=", "--name-status", id!).split("\n").sort()).toEqual(["A\tpages/ar/careers.json", "M\tpages/careers.json"]);
  expect(JSON.parse(site.git("show", `${id}:pages/careers.json`)).notYetInArabic).toBeUndefined();
  const twin = JSON.parse(site.git("show", `${id}:pages/ar/careers.json`));
  expect(twin.blocks[0]).toMatchObject({ type: "hero", heading: "Careers", actions: [{ label: "Contact Us", href: "/ar/contact" }] });
  expect(site.git("log", "-1", "--format=%ae", "studio/drafts")).toBe(publisher);
  const log = (await (await page.request.get(`${site.url}/studio/api/log`)).json()) as { actor: string; action: string; detail: string }[];
  expect(log).toContainEqual(expect.objectContaining({ actor: publisher, action: "create", detail: `pages/ar/careers.json, pages/careers.json: ${subject}` }));

  // The English page no longer offers it: its twin is written.
  await page.goto(editUrl("pages/careers.json"));
  await expect(page.getByRole("heading", { level: 1, name: /pages\/careers\.json/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete page…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create the Arabic twin" })).toHaveCount(0);
});

test("the twin API refuses: 401 without a session, 403 from another Origin and 422 for a page that has its twin, with nothing written", async ({ page, playwright }) => {
  const anonymous = await playwright.request.newContext();
  const refused = await anonymous.post(`${site.url}/studio/api/twin`, { data: { path: "pages/contact.json", version: "x" }, headers: { origin: site.url } });
  expect(refused.status()).toBe(401);
  await anonymous.dispose();

  await signInBySso(site, page, editor);
  const before = draftCommits().length;
  const newPage = await page.request.post(`${site.url}/studio/api/pages`, { data: { route: "/partners", title: "Partners" }, headers: { origin: site.url } });
  expect(newPage.status()).toBe(201);
  const partners = await newPage.json();
  const foreign = await page.request.post(`${site.url}/studio/api/twin`, { data: { path: partners.path, version: partners.version }, headers: { origin: "https://attacker.example" } });
  expect(foreign.status()).toBe(403);
  expect((await page.request.get(`${site.url}/studio/api/file?path=pages/ar/partners.json`)).status()).toBe(404);

  const about = await (await page.request.get(`${site.url}/studio/api/file?path=pages/about-us.json`)).json();
  const existing = await page.request.post(`${site.url}/studio/api/twin`, { data: { path: about.path, version: about.version }, headers: { origin: site.url } });
  expect(existing.status()).toBe(422);
  expect((await existing.json()).error).toBe("/about-us has its Arabic twin already: /ar/about-us is pages/ar/about-us.json. Open that page to translate it.");
  expect(draftCommits()).toHaveLength(before + 1);
});
