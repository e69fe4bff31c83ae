import { test, expect } from "./consoleGuard.ts";
import { expectNoAxeViolations } from "./a11y/axeAudit.ts";
import { startLiveStudio } from "../scripts/lib/servers/liveStudioServer.ts";
import { signInByLink, signInHere } from "./liveStudio/signIn.ts";

/**
 * The drafts' version of a page, rendered by the live server with the site's own components
 * (/studio/preview/<address>, scripts/lib/studio/live/draftPreview.ts): staff see a saved change as the
 * page will look once published, without a build, while visitors keep getting the published page.
 */
let site: Awaited<ReturnType<typeof startLiveStudio>>;
const editor = "editor@company.example";
const newHeading = "Software that works, run by people you can call";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor" } });
});

test.afterAll(async () => site?.stop());

test("a saved change to the home hero heading shows in /studio/preview/ under the draft banner, marked noindex, while / still shows the published heading", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByLink(site, page, editor);
  const file = await (await page.request.get(`${site.url}/studio/api/file?path=pages/index.json`)).json();
  const value = JSON.parse(file.text);
  const oldHeading = value.blocks[0].heading as string;
  value.blocks[0].heading = newHeading;
  const saved = await page.request.put(`${site.url}/studio/api/file`, { data: { path: file.path, value, version: file.version }, headers: { origin: site.url } });
  expect(saved.ok()).toBe(true);

  const response = await page.goto(`${site.url}/studio/preview/`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newHeading);
  const banner = page.getByRole("region", { name: "Draft preview" });
  await expect(banner).toHaveText("Draft preview — visitors still see the published page. Back to the studio");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // The site's own layout around it, styled (the styles' hashes are in the policy: a refused style would be a console error).
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await banner.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(250, 204, 21)");
  await expectNoAxeViolations(page, "the draft preview of the home page");

  // The keyboard meets the site's skip link first, as on every page, then the banner's link, which
  // leads back to the page in the studio.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const back = banner.getByRole("link", { name: "Back to the studio" });
  await expect(back).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${site.url}/studio/edit?file=pages%2Findex.json`);
  await expect(page.getByRole("button", { name: /^1\. Hero block/ })).toBeVisible();

  await page.goto(`${site.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldHeading);
  await expect(page.getByRole("region", { name: "Draft preview" })).toHaveCount(0);

  // /studio/preview alone is still the editor's preview frame.
  const frame = await page.request.get(`${site.url}/studio/preview`);
  expect(frame.status()).toBe(200);
  expect(await frame.text()).toContain("<title>Preview");
});

test("someone not signed in who opens a preview is sent to sign in, and lands on the preview once signed in", async ({ page, playwright }) => {
  test.setTimeout(60_000);
  const anonymous = await playwright.request.newContext();
  const refused = await anonymous.get(`${site.url}/studio/preview/`, { maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toBe("/studio/sign-in?return=%2Fstudio%2Fpreview%2F");
  await anonymous.dispose();

  await page.goto(`${site.url}/studio/preview/`);
  await signInHere(site, page, editor);
  await expect(page).toHaveURL(`${site.url}/studio/preview/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newHeading);
});

test("a preview answers within 300 ms once the server has loaded its components (median of five)", async ({ page }) => {
  await signInByLink(site, page, editor);
  const first = await page.request.get(`${site.url}/studio/preview/`);
  expect(first.status()).toBe(200);
  const times: number[] = [];
  const serverTimes: string[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const response = await page.request.get(`${site.url}/studio/preview/`);
    await response.body();
    times.push(performance.now() - started);
    expect(response.status()).toBe(200);
    serverTimes.push(response.headers()["server-timing"] ?? "");
  }
  const median = [...times].sort((a, b) => a - b)[2]!;
  const report = `preview times ${times.map((time) => time.toFixed(0)).join(", ")} ms (median ${median.toFixed(0)}); server: ${serverTimes.join(", ")}`;
  test.info().annotations.push({ type: "timing", description: report });
  console.log(report);
  expect(median).toBeLessThan(300);
});
