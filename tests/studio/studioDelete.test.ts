import { cpSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioConflict, StudioDeleted, StudioDeleteRefusal, StudioFile } from "../../src/studio/studioApi.ts";
import { root } from "../../scripts/lib/paths.ts";
import { validateProject } from "../../scripts/lib/validateProject.ts";
import { studioOrigin, studioSite, STUDIO_PORT } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
beforeEach(async () => {
  site = await studioSite("studio-delete");
  // The copy has public/images/; pages also link to files under public/downloads/.
  cpSync(join(root, "public", "downloads"), join(site.publicDir, "downloads"), { recursive: true });
});

const open = async (path: string) => (await site.request("GET", `/_studio/api/file?path=${encodeURIComponent(path)}`)).json<StudioFile>();

/** DELETE <api>/file as the studio's page sends it. */
const remove = (body: { path: string; version: string; redirectTo?: string }) =>
  site.api.inject({
    method: "DELETE",
    url: "/_studio/api/file",
    headers: { host: `localhost:${STUDIO_PORT}`, origin: studioOrigin, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

/** A page no other page links to, made as "New page…" makes it. */
async function newPage(route: string, title: string): Promise<StudioFile> {
  const response = await site.request("POST", "/_studio/api/pages", { body: { route, title } });
  expect(response.statusCode).toBe(201);
  return response.json<StudioFile>();
}

const errors = () => validateProject({ pagesDir: site.pagesDir, publicDir: site.publicDir }).problems.filter((problem) => problem.severity === "error");

/** Writes pages/ar/careers.json: the Arabic twin of a new page's file, in Arabic words. */
function writeArabicTwin(careers: StudioFile) {
  const arabic = JSON.parse(careers.text);
  delete arabic.notYetInArabic;
  arabic.$schema = `../${arabic.$schema}`;
  arabic.meta = { title: "الوظائف", description: "الوظائف المتاحة لدينا، وكيف تتقدم إليها، ومن تراسل إن كان لديك سؤال عنها." };
  arabic.blocks = arabic.blocks.map((block: { type: string; heading: string; intro?: string; content?: unknown; actions?: { label: string; href: string }[] }) =>
    block.type === "richText"
      ? { ...block, content: [{ h2: "القسم الأول" }, { p: "نص القسم الأول." }] }
      : { ...block, heading: "الوظائف", ...(block.intro && { intro: "انضم إلينا." }), ...(block.actions && { actions: block.actions.map((action) => ({ ...action, label: "اتصل بنا", href: "/ar/contact" })) }) },
  );
  writeFileSync(join(site.pagesDir, "ar", "careers.json"), `${JSON.stringify(arabic, null, 2)}\n`);
}

describe("deleting a page from the studio", () => {
  it("deletes a page with a redirect to another: the file is gone, the site file sends its address on, and the site still validates", async () => {
    const careers = await newPage("/careers", "Careers");
    const response = await remove({ path: careers.path, version: careers.version, redirectTo: "/contact" });

    expect(response.statusCode).toBe(200);
    expect(response.json<StudioDeleted>()).toEqual({ path: "pages/careers.json", route: "/careers", redirectTo: "/contact" });
    expect(existsSync(join(site.pagesDir, "careers.json"))).toBe(false);
    expect(JSON.parse(site.read("pages/_site.json")).redirects).toEqual([{ from: "/careers", to: "/contact" }]);
    expect(errors()).toEqual([]);
  });

  it("adds the redirect as lines of its own, leaving the rest of the site file as it was", async () => {
    const before = site.read("pages/_site.json");
    const careers = await newPage("/careers", "Careers");
    await remove({ path: careers.path, version: careers.version, redirectTo: "/contact" });

    const after = site.read("pages/_site.json");
    expect(after.startsWith(before.trimEnd().replace(/\n}$/, ""))).toBe(true);
    expect(after).toContain('"from": "/careers"');
  });

  it("deletes a page with no redirect: its address then answers 'page not found', and the site file is untouched", async () => {
    const site_before = site.read("pages/_site.json");
    const careers = await newPage("/careers", "Careers");
    const response = await remove({ path: careers.path, version: careers.version });

    expect(response.statusCode).toBe(200);
    expect(response.json<StudioDeleted>().redirectTo).toBeNull();
    expect(existsSync(join(site.pagesDir, "careers.json"))).toBe(false);
    expect(site.read("pages/_site.json")).toBe(site_before);
    expect(errors()).toEqual([]);
  });

  it("removes the folder a deleted page leaves empty", async () => {
    const page = await newPage("/jobs/engineering", "Engineering jobs");
    expect((await remove({ path: page.path, version: page.version, redirectTo: "/about-us" })).statusCode).toBe(200);
    expect(existsSync(join(site.pagesDir, "jobs"))).toBe(false);
  });

  it("refuses with 422 while other pages link to the page, naming each linking file in the validator's words, and deletes nothing", async () => {
    const page = await open("pages/services/cyber-security.json");
    const response = await remove({ path: page.path, version: page.version, redirectTo: "/services" });

    expect(response.statusCode).toBe(422);
    const refusal = response.json<StudioDeleteRefusal>();
    // The page goes with its Arabic twin, whose links lead to the Arabic twin of the page chosen.
    expect(refusal.error).toMatch(/^\/services\/cyber-security and its Arabic twin \/ar\/services\/cyber-security cannot be deleted while other pages link to them\. Change these \d+ links first, then delete the pages:\n/);
    const files = new Set(refusal.problems.map((problem) => problem.file));
    expect(files).toContain("pages/_site.json");
    expect(files).toContain("pages/services/index.json");
    expect(files).toContain("pages/ar/services/index.json");
    for (const problem of refusal.problems) {
      expect([
        'links to "/services/cyber-security", which is no page: it redirects to "/services"; link to "/services" instead',
        'links to "/ar/services/cyber-security", which is no page: it redirects to "/ar/services"; link to "/ar/services" instead',
      ], `${problem.file} ${problem.pointer}`).toContain(problem.message);
      expect(problem.file.startsWith("pages/ar/")).toBe(problem.message.includes('"/ar/'));
      expect(refusal.error).toContain(`${problem.file}:${problem.line}:${problem.column}  ${problem.pointer}  ${problem.message}`);
    }
    expect(site.read("pages/services/cyber-security.json")).toBe(page.text);
    expect(existsSync(join(site.pagesDir, "ar", "services", "cyber-security.json"))).toBe(true);
    expect(JSON.parse(site.read("pages/_site.json")).redirects).toBeUndefined();
  });

  it("refuses, without a redirect, with the links that would lead to no page", async () => {
    const page = await open("pages/services/cyber-security.json");
    const refusal = (await remove({ path: page.path, version: page.version })).json<StudioDeleteRefusal>();
    expect(refusal.problems.length).toBeGreaterThan(0);
    expect(refusal.problems[0]!.message).toMatch(/^links to "\/services\/cyber-security[^"]*", which is not a page of this site/);
  });

  it("deletes an English page with its Arabic twin, each address sent on in its own language", async () => {
    const careers = await newPage("/careers", "Careers");
    writeArabicTwin(careers);
    const english = await open(careers.path);
    const withTwin = { ...JSON.parse(english.text) };
    delete withTwin.notYetInArabic;
    const saved = await site.request("PUT", "/_studio/api/file", { body: { path: careers.path, value: withTwin, version: english.version } });
    expect(saved.statusCode).toBe(200);
    expect(errors()).toEqual([]);

    // The Arabic page is not deleted alone: the English page would be without its twin.
    const arabicFile = await open("pages/ar/careers.json");
    const alone = await remove({ path: arabicFile.path, version: arabicFile.version, redirectTo: "/ar/contact" });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error).toBe('/ar/careers is the Arabic twin of /careers: delete /careers, which deletes both, or say in pages/careers.json who is translating it by when ("notYetInArabic") and then delete this one.');

    const current = await open(careers.path);
    const response = await remove({ path: careers.path, version: current.version, redirectTo: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(existsSync(join(site.pagesDir, "careers.json"))).toBe(false);
    expect(existsSync(join(site.pagesDir, "ar", "careers.json"))).toBe(false);
    expect(JSON.parse(site.read("pages/_site.json")).redirects).toEqual([
      { from: "/careers", to: "/contact" },
      { from: "/ar/careers", to: "/ar/contact" },
    ]);
    expect(errors()).toEqual([]);
  });

  it("deletes an Arabic page alone while its English twin says who is translating it by when", async () => {
    const careers = await newPage("/careers", "Careers");
    writeArabicTwin(careers);
    const arabicFile = await open("pages/ar/careers.json");
    const response = await remove({ path: arabicFile.path, version: arabicFile.version, redirectTo: "/ar/contact" });
    expect(response.statusCode).toBe(200);
    expect(existsSync(join(site.pagesDir, "ar", "careers.json"))).toBe(false);
    expect(site.read(careers.path)).toBe(careers.text);
    expect(JSON.parse(site.read("pages/_site.json")).redirects).toEqual([{ from: "/ar/careers", to: "/ar/contact" }]);
    expect(errors()).toEqual([]);
  });

  it("refuses to delete the home page and the site file", async () => {
    for (const path of ["pages/index.json", "pages/_site.json"]) {
      const file = await open(path);
      const response = await remove({ path, version: file.version, redirectTo: "/contact" });
      expect(response.statusCode).toBe(422);
      expect(site.read(path)).toBe(file.text);
    }
    const home = await open("pages/index.json");
    expect((await remove({ path: "pages/index.json", version: home.version })).json().error).toBe("The home page (/) cannot be deleted: every site needs one. Change its content instead.");
    const siteFile = await open("pages/_site.json");
    expect((await remove({ path: "pages/_site.json", version: siteFile.version })).json().error).toMatch(/^The site-wide data cannot be deleted/);
  });

  it("refuses with 409 a page changed since the editor opened it, and keeps it", async () => {
    const careers = await newPage("/careers", "Careers");
    const saved = await site.request("PUT", "/_studio/api/file", { body: { path: careers.path, value: { ...JSON.parse(careers.text), aliases: ["/jobs"] }, version: careers.version } });
    expect(saved.statusCode).toBe(200);

    const response = await remove({ path: careers.path, version: careers.version, redirectTo: "/contact" });
    expect(response.statusCode).toBe(409);
    expect(response.json<StudioConflict>().current.text).toBe(site.read("pages/careers.json"));
    expect(JSON.parse(site.read("pages/_site.json")).redirects).toBeUndefined();
  });

  it("refuses with 422 a redirect to an address that is no page, or to the page itself", async () => {
    const careers = await newPage("/careers", "Careers");
    for (const redirectTo of ["/no-such-page", "/careers", "https://www.example.org/"]) {
      const response = await remove({ path: careers.path, version: careers.version, redirectTo });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(`"${redirectTo}" is not another page of this site: choose the page that visitors of /careers should be sent to.`);
    }
    expect(existsSync(join(site.pagesDir, "careers.json"))).toBe(true);
  });

  it("redirects the page's other addresses too, and points older redirects to the page at the new one", async () => {
    const jobs = await newPage("/jobs", "Jobs");
    const careers = await newPage("/careers", "Careers");
    const opened = await open(careers.path);
    const saved = await site.request("PUT", "/_studio/api/file", { body: { path: careers.path, value: { ...JSON.parse(opened.text), aliases: ["/vacancies"] }, version: opened.version } });
    // /jobs, deleted first, sends its visitors to /careers; then /careers goes, to /contact.
    expect((await remove({ path: jobs.path, version: jobs.version, redirectTo: "/careers" })).statusCode).toBe(200);
    expect((await remove({ path: careers.path, version: saved.json<StudioFile>().version, redirectTo: "/contact" })).statusCode).toBe(200);

    expect(JSON.parse(site.read("pages/_site.json")).redirects).toEqual([
      { from: "/jobs", to: "/contact" },
      { from: "/careers", to: "/contact" },
      { from: "/vacancies", to: "/contact" },
    ]);
    expect(errors()).toEqual([]);
  });

  it("refuses a request from another site, as every change is", async () => {
    const careers = await newPage("/careers", "Careers");
    const response = await site.api.inject({
      method: "DELETE",
      url: "/_studio/api/file",
      headers: { host: `localhost:${STUDIO_PORT}`, origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ path: careers.path, version: careers.version }),
    });
    expect(response.statusCode).toBe(403);
    expect(existsSync(join(site.pagesDir, "careers.json"))).toBe(true);
  });
});
