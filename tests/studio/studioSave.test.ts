import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioConflict, StudioFile, StudioFileSummary } from "../../src/studio/studioApi.ts";
import { validateProject } from "../../scripts/lib/validateProject.ts";
import { lineChanges, studioSite } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
beforeEach(async () => {
  site = await studioSite("studio-save");
});

const open = async (path: string) => {
  const response = await site.request("GET", `/_studio/api/file?path=${encodeURIComponent(path)}`);
  expect(response.statusCode).toBe(200);
  const file = response.json<StudioFile>();
  return { ...file, value: JSON.parse(file.text) };
};
const save = (path: string, value: unknown, version: string) => site.request("PUT", "/_studio/api/file", { body: { path, value, version } });

/**
 * The lines as a multiset, without indentation or trailing commas: a line diff may show the "}," that
 * closes one block and the "{" that opens the next on either side of the lines it removed.
 */
const asLines = (lines: string[]) => lines.map((line) => line.trim().replace(/,$/, "")).sort();
const linesOf = (...values: unknown[]) => asLines(values.flatMap((value) => JSON.stringify(value, null, 2).split("\n")));

const accordion = {
  type: "accordion",
  heading: "Frequently Asked Questions",
  items: [{ title: "Which countries do you serve?", content: "We work with businesses in the UAE, Saudi Arabia, India and the USA." }],
};

describe("saving a page from the studio", () => {
  it("opens a page file with its text as on disk and a version of that text", async () => {
    const file = await open("pages/index.json");
    expect(file.text).toBe(site.read("pages/index.json"));
    expect(file.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes exactly one line when the hero heading is edited, and the page still validates", async () => {
    const before = site.read("pages/index.json");
    const { value, version } = await open("pages/index.json");
    value.blocks[0].heading = "Software your business can rely on";
    const response = await save("pages/index.json", value, version);
    expect(response.statusCode).toBe(200);

    const after = site.read("pages/index.json");
    expect(after.split("\n")).toHaveLength(before.split("\n").length);
    expect(lineChanges(before, after)).toEqual({
      removed: ['      "heading": "Technology that helps your business grow with confidence",'],
      added: ['      "heading": "Software your business can rely on",'],
    });
    expect(response.json<StudioFile>()).toMatchObject({ path: "pages/index.json", text: after });
    const { problems } = validateProject({ pagesDir: site.pagesDir, publicDir: site.publicDir });
    expect(problems.filter((problem) => problem.file.endsWith("studio-save/pages/index.json") && problem.severity === "error")).toEqual([]);
  });

  it("adds a block as the new block's lines only, indented as the file is", async () => {
    const before = site.read("pages/index.json");
    const { value, version } = await open("pages/index.json");
    value.blocks.splice(1, 0, accordion);
    expect((await save("pages/index.json", value, version)).statusCode).toBe(200);

    const after = site.read("pages/index.json");
    const { removed, added } = lineChanges(before, after);
    expect(removed).toEqual([]);
    expect(asLines(added)).toEqual(linesOf(accordion));
    expect(added).toContain('      "heading": "Frequently Asked Questions",');
    expect(JSON.parse(after)).toEqual(value);
  });

  it("removes a block and its lines, and no other", async () => {
    const { value, version, text: before } = await open("pages/index.json");
    const removedBlock = value.blocks.splice(1, 1)[0];
    expect((await save("pages/index.json", value, version)).statusCode).toBe(200);

    const after = site.read("pages/index.json");
    const { removed, added } = lineChanges(before, after);
    expect(added).toEqual([]);
    expect(asLines(removed)).toEqual(linesOf(removedBlock));
    expect(JSON.parse(after)).toEqual(value);
  });

  it("adds a button to a block as that button's lines, and removes a paragraph as its lines", async () => {
    const { value, version, text: before } = await open("pages/index.json");
    value.blocks[0].actions.push({ label: "See Our Work", href: "/products" });
    const paragraph = value.blocks[1].content.splice(1, 1)[0];
    expect((await save("pages/index.json", value, version)).statusCode).toBe(200);

    const { removed, added } = lineChanges(before, site.read("pages/index.json"));
    expect(asLines(added)).toEqual(linesOf({ label: "See Our Work", href: "/products" }));
    expect(asLines(removed)).toEqual(linesOf(paragraph));
  });

  it("moves a block with its lines exactly as they were", async () => {
    const { value, version, text: before } = await open("pages/index.json");
    const [moved] = value.blocks.splice(2, 1);
    value.blocks.splice(1, 0, moved);
    expect((await save("pages/index.json", value, version)).statusCode).toBe(200);

    const after = site.read("pages/index.json");
    const { removed, added } = lineChanges(before, after);
    expect([...added].sort()).toEqual([...removed].sort());
    expect(JSON.parse(after)).toEqual(value);
  });

  it("leaves the file byte for byte as it was when only the order of keys in the sent value differs", async () => {
    const { value, version, text } = await open("pages/index.json");
    const reordered = Object.fromEntries(Object.entries(value).reverse()) as typeof value;
    reordered.blocks[0] = Object.fromEntries(Object.entries(value.blocks[0]).reverse());
    expect((await save("pages/index.json", reordered, version)).statusCode).toBe(200);
    expect(site.read("pages/index.json")).toBe(text);
  });

  it("saves a page with validation errors, so work is never lost", async () => {
    const { value, version } = await open("pages/about-us.json");
    value.blocks[0].heading = 42;
    expect((await save("pages/about-us.json", value, version)).statusCode).toBe(200);
    expect(JSON.parse(site.read("pages/about-us.json")).blocks[0].heading).toBe(42);
  });

  it("refuses with 409 a save over a file changed on disk since it was opened, and keeps the other edit", async () => {
    const { value, version } = await open("pages/index.json");
    const elsewhere = site.read("pages/index.json").replace("Technology that helps", "Technology which helps");
    writeFileSync(join(site.pagesDir, "index.json"), elsewhere);

    value.blocks[0].heading = "Mine";
    const response = await save("pages/index.json", value, version);
    expect(response.statusCode).toBe(409);
    const conflict = response.json<StudioConflict>();
    expect(conflict.error).toBe("pages/index.json was changed on disk since you opened it (by another editor?). Reload it to see that version; your changes here are kept until you do.");
    expect(conflict.current).toMatchObject({ path: "pages/index.json", text: elsewhere });
    expect(site.read("pages/index.json")).toBe(elsewhere);
  });

  it("refuses with 400 a value that is not a JSON object, in words that tell the person what to do, and writes nothing", async () => {
    const { version, text } = await open("pages/index.json");
    for (const value of [null, [1, 2], "text", 3]) {
      const response = await save("pages/index.json", value, version);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("the studio sent no page to save (a page is a set of fields, and this was not): copy any words you need to keep, reload the page and try again");
    }
    const unparsable = await site.request("PUT", "/_studio/api/file", { payload: '{"path": "pages/index.json", "value": {', headers: { "content-type": "application/json" } });
    expect(unparsable.statusCode).toBe(400);
    expect(site.read("pages/index.json")).toBe(text);
  });

  it("leaves no temporary file behind", async () => {
    const { value, version } = await open("pages/services/cyber-security.json");
    value.meta.description += " Updated.";
    expect((await save("pages/services/cyber-security.json", value, version)).statusCode).toBe(200);
    expect(readdirSync(join(site.pagesDir, "services")).filter((name) => name.startsWith("."))).toEqual([]);
  });
});

describe("the studio's list of files and its New page", () => {
  it("lists every page by address with its title, then the site file", async () => {
    const files = (await site.request("GET", "/_studio/api/pages")).json<StudioFileSummary[]>();
    expect(files[0]).toEqual({ path: "pages/index.json", route: "/", title: "Example IT Solutions | Software, Cloud & Digital Services", kind: "page" });
    expect(files.at(-1)).toEqual({ path: "pages/_site.json", route: null, title: "Site-wide data", kind: "site" });
    const routes = files.slice(0, -1).map((file) => file.route!);
    expect(routes).toEqual([...routes].sort((a, b) => a.localeCompare(b, "en")));
    expect(files).toContainEqual(expect.objectContaining({ path: "pages/services/cyber-security.json", route: "/services/cyber-security" }));
  });

  it("creates a new page as npm run new-page does, and lists it", async () => {
    const response = await site.request("POST", "/_studio/api/pages", { body: { route: "/services/data-backup", title: "Data Backup" } });
    expect(response.statusCode).toBe(201);
    const created = response.json<StudioFile>();
    expect(created.path).toBe("pages/services/data-backup.json");
    expect(created.text).toBe(readFileSync(join(site.pagesDir, "services", "data-backup.json"), "utf8"));
    expect(JSON.parse(created.text).blocks[0]).toMatchObject({ type: "hero", heading: "Data Backup" });
    const files = (await site.request("GET", "/_studio/api/pages")).json<StudioFileSummary[]>();
    expect(files).toContainEqual(expect.objectContaining({ route: "/services/data-backup" }));
  });

  it("refuses with new-page's own words an address a page already has", async () => {
    const response = await site.request("POST", "/_studio/api/pages", { body: { route: "/About-Us", title: "About" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^\/About-Us is already an address of .*pages\/about-us\.json \(addresses ignore letter case\)/);
    expect(existsSync(join(site.pagesDir, "About-Us.json"))).toBe(false);
  });

  it("asks for a title in the studio's words, not with new-page's --title option", async () => {
    const response = await site.request("POST", "/_studio/api/pages", { body: { route: "/services/untitled", title: "  " } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('give the new page a title, for example "Cloud Migration"');
    expect(existsSync(join(site.pagesDir, "services", "untitled.json"))).toBe(false);
  });
});
