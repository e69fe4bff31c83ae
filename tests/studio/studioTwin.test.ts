import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioFile, StudioFileSummary } from "../../src/studio/studioApi.ts";
import { root } from "../../scripts/lib/paths.ts";
import { bundleSchema } from "../../scripts/lib/studio/bundleSchema.ts";
import { validateProject } from "../../scripts/lib/validateProject.ts";
import { wordFields } from "../../src/shared/textPlaces.ts";
import { untranslatedFields } from "../../src/shared/untranslated.ts";
import { lineChanges, studioSite } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
beforeEach(async () => {
  site = await studioSite("studio-twin");
  // The copy has public/images/; pages also link to files under public/downloads/.
  cpSync(join(root, "public", "downloads"), join(site.publicDir, "downloads"), { recursive: true });
});

const schema = bundleSchema("page.schema.json");

/** A page as "New page…" makes it: on this bilingual site it says it is not yet in Arabic. */
async function newPage(route: string, title: string): Promise<StudioFile> {
  const response = await site.request("POST", "/_studio/api/pages", { body: { route, title } });
  expect(response.statusCode).toBe(201);
  return response.json<StudioFile>();
}

const open = async (path: string) => (await site.request("GET", `/_studio/api/file?path=${encodeURIComponent(path)}`)).json<StudioFile>();
const createTwin = (body: unknown, headers: Record<string, string> = {}) => site.request("POST", "/_studio/api/twin", { body, headers });
const problems = () => validateProject({ pagesDir: site.pagesDir, publicDir: site.publicDir }).problems;

describe("creating an English page's Arabic twin in the studio", () => {
  it("writes pages/ar/ at the same path: the same blocks and values, links to Arabic pages, the English words to translate; the English page no longer says it is not yet in Arabic; the site has no error", async () => {
    const careers = await newPage("/careers", "Careers");
    expect(JSON.parse(careers.text).notYetInArabic).toBeDefined();
    const response = await createTwin({ path: careers.path, version: careers.version });

    expect(response.statusCode).toBe(201);
    const twin = response.json<StudioFile>();
    expect(twin.path).toBe("pages/ar/careers.json");
    expect(twin.text).toBe(site.read("pages/ar/careers.json"));
    const english = JSON.parse(site.read("pages/careers.json"));
    const arabic = JSON.parse(twin.text);
    expect(english.notYetInArabic).toBeUndefined();
    expect(lineChanges(careers.text, site.read("pages/careers.json")).added).toEqual([]);
    expect(arabic.blocks.map((block: { type: string }) => block.type)).toEqual(english.blocks.map((block: { type: string }) => block.type));
    expect(arabic.blocks[0]).toEqual({ ...english.blocks[0], actions: [{ label: "Contact Us", href: "/ar/contact" }] });
    expect(arabic.meta).toEqual(english.meta);
    expect(Object.keys(arabic)).toEqual(["$schema", "schemaVersion", "meta", "blocks"]);
    expect(arabic.$schema).toBe(JSON.parse(site.read("pages/ar/about-us.json")).$schema);

    expect(problems().filter((problem) => problem.severity === "error")).toEqual([]);
    // Each of its words is still to translate, and the studio marks it so.
    expect(untranslatedFields(arabic, english, schema)).toHaveLength(wordFields(english, schema, schema).length);
  });

  it("leaves out what each language has of its own (other addresses), leads links to pages that have a twin to the twin, and keeps the others as they are", async () => {
    const careers = await newPage("/careers", "Careers");
    const edited = JSON.parse(careers.text);
    edited.aliases = ["/jobs"];
    edited.blocks[1].content.push({ p: [{ text: "About us", href: "/about-us#our-team" }, " · ", { text: "this page", href: "/careers" }, " · ", { text: "Microsoft", href: "https://www.microsoft.com" }, " · ", { text: "top", href: "#main" }] });
    const saved = (await site.request("PUT", "/_studio/api/file", { body: { path: careers.path, value: edited, version: careers.version } })).json<StudioFile>();

    const twin = JSON.parse((await createTwin({ path: saved.path, version: saved.version })).json<StudioFile>().text);
    expect(twin.aliases).toBeUndefined();
    expect(twin.blocks[1].content.at(-1).p.filter((piece: unknown) => typeof piece === "object").map((piece: { href: string }) => piece.href)).toEqual(["/ar/about-us#our-team", "/ar/careers", "https://www.microsoft.com", "#main"]);
    expect(problems().filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("refuses with 422 a page that has its twin, an Arabic page and the site file, and writes nothing", async () => {
    const about = await open("pages/about-us.json");
    const arabic = await open("pages/ar/about-us.json");
    const siteFile = await open("pages/_site.json");
    const twinOfAbout = site.read("pages/ar/about-us.json");

    const existing = await createTwin({ path: about.path, version: about.version });
    expect(existing.statusCode).toBe(422);
    expect(existing.json().error).toBe("/about-us has its Arabic twin already: /ar/about-us is pages/ar/about-us.json. Open that page to translate it.");
    const fromArabic = await createTwin({ path: arabic.path, version: arabic.version });
    expect(fromArabic.statusCode).toBe(422);
    expect(fromArabic.json().error).toBe("/ar/about-us is an Arabic page already: an Arabic twin is made from an English page.");
    expect((await createTwin({ path: siteFile.path, version: siteFile.version })).statusCode).toBe(422);

    expect(site.read("pages/ar/about-us.json")).toBe(twinOfAbout);
    expect(site.read("pages/about-us.json")).toBe(about.text);
    expect(existsSync(join(site.pagesDir, "ar", "ar"))).toBe(false);
  });

  it("refuses with 409 an English page changed since the editor saw it, handing over what it is now, and writes nothing", async () => {
    const careers = await newPage("/careers", "Careers");
    const saved = (await site.request("PUT", "/_studio/api/file", { body: { path: careers.path, value: { ...JSON.parse(careers.text), aliases: ["/jobs"] }, version: careers.version } })).json<StudioFile>();

    const response = await createTwin({ path: careers.path, version: careers.version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "pages/careers.json was changed since you opened it (by another editor?), so its Arabic twin was not made from it. Reload it to see that version.", current: saved });
    expect(existsSync(join(site.pagesDir, "ar", "careers.json"))).toBe(false);
  });

  it("refuses a request from another site, as every change is, and one without the page's version or outside pages/", async () => {
    const careers = await newPage("/careers", "Careers");
    const foreign = await createTwin({ path: careers.path, version: careers.version }, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect((await createTwin({ path: careers.path })).statusCode).toBe(400);
    expect((await createTwin({ path: "../package.json", version: careers.version })).statusCode).toBe(400);
    expect(existsSync(join(site.pagesDir, "ar", "careers.json"))).toBe(false);
    expect(site.read("pages/careers.json")).toBe(careers.text);
  });
});

describe("the page list on a bilingual site", () => {
  const list = async () => (await site.request("GET", "/_studio/api/pages")).json<StudioFileSummary[]>();
  const summaryOf = async (path: string) => (await list()).find((file) => file.path === path);

  it("says of each Arabic page how many of its fields are still to translate, as its editor counts them, and nothing of the others", async () => {
    const files = await list();
    for (const file of files.filter((file) => file.path.startsWith("pages/ar/"))) {
      const arabic = JSON.parse(site.read(file.path));
      const english = JSON.parse(site.read(file.path.replace("pages/ar/", "pages/")));
      expect(file.untranslated, file.path).toBe(untranslatedFields(arabic, english, schema).length);
    }
    expect(files.find((file) => file.path === "pages/ar/contact.json")!.untranslated).toBe(0);
    expect(files.find((file) => file.path === "pages/ar/products.json")!.untranslated).toBeGreaterThan(0);
    expect(files.filter((file) => !file.path.startsWith("pages/ar/")).every((file) => file.untranslated === undefined)).toBe(true);
  });

  it("counts a new twin's every field, and one fewer for each saved in Arabic", async () => {
    const careers = await newPage("/careers", "Careers");
    const twin = (await createTwin({ path: careers.path, version: careers.version })).json<StudioFile>();
    const all = wordFields(JSON.parse(twin.text), schema, schema).length;
    expect((await summaryOf("pages/ar/careers.json"))!.untranslated).toBe(all);

    const value = JSON.parse(twin.text);
    value.blocks[0].heading = "الوظائف";
    expect((await site.request("PUT", "/_studio/api/file", { body: { path: twin.path, value, version: twin.version } })).statusCode).toBe(200);
    expect((await summaryOf("pages/ar/careers.json"))!.untranslated).toBe(all - 1);
  });
});
