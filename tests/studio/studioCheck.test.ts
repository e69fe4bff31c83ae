import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { StudioAddress, StudioCheckResult, StudioFile, StudioImage } from "../../src/studio/studioApi.ts";
import { studioMessage } from "../../scripts/lib/studio/studioWords.ts";
import { validateProject } from "../../scripts/lib/validateProject.ts";
import { studioSite } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
beforeAll(async () => {
  site = await studioSite("studio-check");
});

const valueOf = async (path: string) => JSON.parse((await site.request("GET", `/_studio/api/file?path=${path}`)).json<StudioFile>().text);
const check = async (path: string, value: unknown) => {
  const response = await site.request("POST", "/_studio/api/check", { body: { path, value } });
  expect(response.statusCode).toBe(200);
  return response.json<StudioCheckResult>();
};

describe("checking a file as it is being edited", () => {
  it("gives the validator's message for a link to a page that does not exist, at the link's pointer, without writing the file", async () => {
    const before = site.read("pages/index.json");
    const page = await valueOf("pages/index.json");
    page.blocks[0].actions[0].href = "/no-such-page";
    const { problems, delivered } = await check("pages/index.json", page);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "pages/index.json", pointer: "/blocks/0/actions/0/href", message: 'links to "/no-such-page", which is not a page of this site', severity: "error" }),
    );
    expect(delivered).toBeNull();
    expect(site.read("pages/index.json")).toBe(before);
  });

  it("reports exactly what npm run validate reports for the same file saved, warnings included, in the studio's words", async () => {
    const page = await valueOf("pages/about-us.json");
    page.meta.title = "A title much longer than the sixty characters that search results show in full";
    page.blocks.push({ type: "richText", content: [{ p: ["See ", { text: "our anchor", href: "/#no-such-section" }] }] });
    const { problems } = await check("pages/about-us.json", page);

    writeFileSync(join(site.pagesDir, "about-us.json"), JSON.stringify(page, null, 2) + "\n");
    const saved = validateProject({ pagesDir: site.pagesDir, publicDir: site.publicDir }).problems.filter((problem) => problem.file.endsWith("studio-check/pages/about-us.json"));
    expect(problems.map(({ file: _, ...problem }) => problem)).toEqual(saved.map(({ file: _, ...problem }) => ({ ...problem, message: studioMessage(problem.message) })));
    // Where the validator names the other page's file and its "id", the studio names the field a person fills in.
    expect(problems).toContainEqual(expect.objectContaining({ message: 'links to "/#no-such-section", but no block of that page has "no-such-section" as its “Name for links to this section”' }));
    expect(new Set(problems.map((problem) => problem.severity))).toEqual(new Set(["error", "warning"]));
    expect(problems.map((problem) => problem.pointer)).toEqual(expect.arrayContaining(["/meta/title", `/blocks/${page.blocks.length - 1}/content/0/p/1/href`]));
  });

  it("returns the page as the site delivers it when it passes: every picture with its drawn size", async () => {
    const page = await valueOf("pages/services/cyber-security.json");
    page.blocks[0].heading = "Security that keeps up";
    const { problems, delivered } = await check("pages/services/cyber-security.json", page);
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect((delivered as { blocks: unknown[] }).blocks[0]).toMatchObject({ heading: "Security that keeps up", image: { width: 600, height: 480 } });
  });

  it("reports a value of the wrong type as the schema says, at the field", async () => {
    const page = await valueOf("pages/about-us.json");
    page.blocks[0].heading = 7;
    const { problems, delivered } = await check("pages/about-us.json", page);
    expect(problems).toContainEqual(expect.objectContaining({ pointer: "/blocks/0/heading", severity: "error" }));
    expect(delivered).toBeNull();
  });

  it("names a missing property as data, so the form shows the message at that property's empty field, where its label says which it is", async () => {
    const page = await valueOf("pages/about-us.json");
    delete page.blocks[0].heading;
    const { problems } = await check("pages/about-us.json", page);
    expect(problems).toContainEqual(expect.objectContaining({ pointer: "/blocks/0", message: "must be filled in", missingProperty: "heading" }));
  });

  it("tells how to link a page no other page links to in the studio's words, where npm run validate names the site file", async () => {
    const page = await valueOf("pages/about-us.json");
    const { problems } = await check("pages/orphan.json", { ...page, aliases: undefined });
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: "",
        severity: "warning",
        message: "no other page links to /orphan, so visitors and search engines can hardly find it: add it to the header menu (Site-wide data › Header menu) or link to it from a related page",
      }),
    );
  });

  it("checks the site file, which has no delivered page", async () => {
    const siteFile = await valueOf("pages/_site.json");
    expect(await check("pages/_site.json", siteFile)).toEqual({ problems: [], delivered: null });
    siteFile.company.name = "";
    const { problems } = await check("pages/_site.json", siteFile);
    expect(problems).toContainEqual(expect.objectContaining({ file: "pages/_site.json", pointer: "/company/name" }));
  });

  it("checks an Arabic page against its English twin as npm run validate does, each problem at its field: a picture not the English one's, a link to an English page, an empty text", async () => {
    const page = await valueOf("pages/ar/products.json");
    page.blocks[0].image.src = "/images/products/eazzquote.svg";
    page.blocks[0].actions[1].href = "/contact";
    page.blocks[0].heading = " ";
    const { problems } = await check("pages/ar/products.json", page);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: "/blocks/0/image/src", severity: "error", message: 'is "/images/products/eazzquote.svg" but its English twin pages/products.json has "/images/products/overview.svg": twins differ only in their words, unless the page settings\' “Differs from the English page on purpose” says why' }),
        expect.objectContaining({ pointer: "/blocks/0/actions/1/href", severity: "error", message: 'links to "/contact", an English page: link to "/ar/contact"' }),
        expect.objectContaining({ pointer: "/blocks/0/heading", severity: "error", message: "the text is empty" }),
      ]),
    );
    expect(problems.every((problem) => problem.file === "pages/ar/products.json")).toBe(true);
  });

  it("says of an English page with no Arabic twin, and no word of who is translating it, that it needs one", async () => {
    const page = await valueOf("pages/about-us.json");
    const { problems } = await check("pages/careers.json", { ...page, aliases: undefined });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: "", severity: "error", message: "has no Arabic twin: press “Create the Arabic twin” to write it at /ar/careers, or say who is translating it by when with “Add not yet in Arabic” in the page settings" }),
    );
  });

  it("runs the pair checks of the open page alone, with the verdict on it that checking every pair gives", () => {
    const folders = { pagesDir: site.pagesDir, publicDir: site.publicDir };
    const file = join(site.pagesDir, "ar", "services", "work-space.json");
    const own = (problems: { file: string }[]) => problems.filter((problem) => problem.file.endsWith("/ar/services/work-space.json"));
    const whole = validateProject(folders).problems;
    const alone = validateProject({ ...folders, pairsFor: file }).problems;
    expect(own(alone).length).toBeGreaterThan(0);
    expect(own(alone)).toEqual(own(whole));
    // Another Arabic page's words are not looked at.
    expect(alone.filter((problem) => problem.file.endsWith("/ar/services/microsoft-365.json") && problem.message.includes("no Arabic letter"))).toEqual([]);
  });

  it("answers in well under 300 ms on the site's pages, so the studio can check as the editor types", async () => {
    const page = await valueOf("pages/index.json");
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      page.blocks[0].heading = `Heading ${i}`;
      const start = performance.now();
      await check("pages/index.json", page);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(300);
  });
});

describe("what the studio's pickers offer", () => {
  it("lists every valid page's address, title and section anchors, by address, without aliases", async () => {
    const addresses = (await site.request("GET", "/_studio/api/addresses")).json<StudioAddress[]>();
    expect(addresses[0]).toMatchObject({ route: "/", title: "Example IT Solutions | Software, Cloud & Digital Services" });
    expect(addresses[0]!.anchors).toEqual(expect.arrayContaining(["about", "products", "services"]));
    expect(addresses.map((address) => address.route)).toEqual(
      validateProject({ pagesDir: site.pagesDir, publicDir: site.publicDir })
        .pages.map((record) => record.route)
        .sort((a, b) => a.localeCompare(b, "en")),
    );
    expect(addresses.map((address) => address.route)).not.toContain("/blog/aiml");
  });

  it("lists every picture under public/images/ with the size a page will draw it at", async () => {
    const images = (await site.request("GET", "/_studio/api/images")).json<StudioImage[]>();
    expect(images).toContainEqual(expect.objectContaining({ src: "/images/home/showcase.svg" }));
    expect(images.every((image) => image.src.startsWith("/images/") && image.bytes > 0 && image.width > 0 && image.height > 0)).toBe(true);
    expect(images.map((image) => image.src)).toEqual(images.map((image) => image.src).sort((a, b) => a.localeCompare(b, "en")));
  });
});
