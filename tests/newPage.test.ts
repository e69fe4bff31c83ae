import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { beforeEach, describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

// The validator's small fixture site (/, /about-us), copied fresh for each test.
const pages = join(root, "tests", "fixtures", ".work", "new-page");

const newPage = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, "scripts", "new-page.ts"), "--pages", pages, ...args], { cwd: root, encoding: "utf8" });

beforeEach(() => {
  rmSync(pages, { recursive: true, force: true });
  cpSync(join(root, "tests", "fixtures", "validation", "_base"), pages, { recursive: true });
});

describe("npm run new-page", () => {
  it("writes a page file at the address's path that passes validation, and prints its path", () => {
    const { status, stdout, stderr } = newPage("/services/cloud-migration", "--title", "Cloud Migration");
    expect(status).toBe(0);
    expect(stdout.trim()).toBe("tests/fixtures/.work/new-page/services/cloud-migration.json");
    expect(stderr).toContain("link to it from a related page or the menu");

    const page = JSON.parse(readFileSync(join(pages, "services", "cloud-migration.json"), "utf8"));
    expect(page.$schema).toBe("../../../../../schemas/page.schema.json");
    expect(page.meta.title).toBe("Cloud Migration | Fixture Co");
    expect(page.blocks[0]).toMatchObject({ type: "hero", heading: "Cloud Migration" });

    const { problems, pages: valid } = validateProject({ pagesDir: pages });
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(valid.map((entry) => entry.route)).toContain("/services/cloud-migration");
  });

  it("refuses an address a page already has, in any letter case, and writes nothing", () => {
    const { status, stdout, stderr } = newPage("/About-Us", "--title", "About");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("/About-Us is already an address of tests/fixtures/.work/new-page/about-us.json (addresses ignore letter case)");
    expect(existsSync(join(pages, "About-Us.json"))).toBe(false);
  });

  it("refuses an address that another page lists as an alias", () => {
    const about = join(pages, "about-us.json");
    writeFileSync(about, JSON.stringify({ ...JSON.parse(readFileSync(about, "utf8")), aliases: ["/company"] }));
    const { status, stderr } = newPage("/company", "--title", "Company");
    expect(status).toBe(1);
    expect(stderr).toContain("/company is already an address of");
  });

  it("refuses an address it cannot serve and a page without a title", () => {
    const badAddress = newPage("services/cloud", "--title", "Cloud");
    expect(badAddress.status).toBe(1);
    expect(badAddress.stderr).toContain('"services/cloud" is not an address for a new page');
    const noTitle = newPage("/cloud");
    expect(noTitle.status).toBe(1);
    expect(noTitle.stderr).toContain('give the page a title: --title "Cloud Migration"');
  });

  it("refuses an address whose file would be no page (`_` folder) or another page's (`index`), and writes nothing", () => {
    for (const [address, file] of [["/_drafts/pricing", join(pages, "_drafts", "pricing.json")], ["/services/index", join(pages, "services", "index.json")]] as const) {
      const { status, stderr } = newPage(address, "--title", "Pricing");
      expect(status).toBe(1);
      expect(stderr).toContain(`no page file can serve ${address}`);
      expect(existsSync(file)).toBe(false);
    }
  });

  it("refuses an address with a part that is only dots, which would put the file outside pages/", () => {
    const { status, stderr } = newPage("/../escaped", "--title", "Escaped");
    expect(status).toBe(1);
    expect(stderr).toContain('a part of an address cannot be "." or ".."');
    expect(existsSync(join(pages, "..", "escaped.json"))).toBe(false);
  });

  it("keeps a long title within the 60 characters search results show, dropping the company name", () => {
    const title = "Managed Cloud Migration for Schools and Colleges";
    expect(newPage("/cloud-for-schools", "--title", title).status).toBe(0);
    expect(JSON.parse(readFileSync(join(pages, "cloud-for-schools.json"), "utf8")).meta.title).toBe(title);
  });

  it("on the real site, starts the page with a button to the contact page and ends it with a call to contact us", () => {
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, "pages"), pages, { recursive: true });
    expect(newPage("/services/cloud-migration", "--title", "Cloud Migration").status).toBe(0);
    const page = JSON.parse(readFileSync(join(pages, "services", "cloud-migration.json"), "utf8"));
    expect(page.blocks.map((block: { type: string }) => block.type)).toEqual(["hero", "richText", "callToAction"]);
    expect(page.blocks[2].actions[0].href).toBe("/contact");
    // The copied pages' "$schema" paths no longer reach schemas/ from here; only the new file counts. Its
    // one remark is the nudge to link to it.
    const remarks = validateProject({ pagesDir: pages }).problems.filter((problem) => problem.file.endsWith("cloud-migration.json"));
    expect(remarks.map(({ severity, message }) => `${severity}: ${message}`)).toEqual([
      expect.stringMatching(/^warning: no other page links to \/services\/cloud-migration/),
    ]);
  });

  it("on the real site, which is in two languages, says a new English page is not yet in Arabic", () => {
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, "pages"), pages, { recursive: true });
    expect(newPage("/careers", "--title", "Careers").status).toBe(0);
    const english = JSON.parse(readFileSync(join(pages, "careers.json"), "utf8"));
    expect(english.notYetInArabic).toEqual({ by: "Not assigned yet", until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("on the real site, makes a new Arabic page the twin of its English page, as the studio's Create the Arabic twin does: its blocks, its links to Arabic pages, the English words to translate; the English page no longer says it is not yet in Arabic", () => {
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, "pages"), pages, { recursive: true });
    expect(newPage("/careers", "--title", "Careers").status).toBe(0);
    const english = JSON.parse(readFileSync(join(pages, "careers.json"), "utf8"));

    const { status, stdout, stderr } = newPage("/ar/careers");
    expect(status).toBe(0);
    expect(stdout.trim()).toBe("tests/fixtures/.work/new-page/ar/careers.json");
    expect(stderr).toContain('tests/fixtures/.work/new-page/careers.json no longer says it is not yet in Arabic ("notYetInArabic" removed): its twin is written.');
    expect(stderr).toContain("Next: translate its words in tests/fixtures/.work/new-page/ar/careers.json");

    const arabic = JSON.parse(readFileSync(join(pages, "ar", "careers.json"), "utf8"));
    expect(Object.keys(arabic)).toEqual(["$schema", "schemaVersion", "meta", "blocks"]);
    // From pages/ar/, one folder further from schemas/.
    expect(arabic.$schema).toBe(`../${english.$schema}`);
    expect(arabic.meta).toEqual(english.meta);
    expect(arabic.blocks).toEqual([
      { ...english.blocks[0], actions: [{ label: "Contact Us", href: "/ar/contact" }] },
      english.blocks[1],
      { ...english.blocks[2], actions: [{ label: "Contact Us", href: "/ar/contact" }] },
    ]);
    const { notYetInArabic, ...translated } = english;
    expect(notYetInArabic).toBeDefined();
    expect(JSON.parse(readFileSync(join(pages, "careers.json"), "utf8"))).toEqual(translated);
    const errors = validateProject({ pagesDir: pages }).problems.filter((problem) => problem.severity === "error" && problem.file.endsWith("careers.json"));
    expect(errors).toEqual([]);
  });

  it("writes an Arabic twin at its English page's path, index.json included", () => {
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, "pages"), pages, { recursive: true });
    expect(newPage("/careers", "--title", "Careers").status).toBe(0);
    mkdirSync(join(pages, "careers"));
    renameSync(join(pages, "careers.json"), join(pages, "careers", "index.json"));
    const { status, stdout } = newPage("/ar/careers");
    expect(status).toBe(0);
    expect(stdout.trim()).toBe("tests/fixtures/.work/new-page/ar/careers/index.json");
    expect(existsSync(join(pages, "ar", "careers.json"))).toBe(false);
  });

  it("refuses an Arabic page whose English twin is not there, in the validator's words, and writes nothing", () => {
    const { status, stdout, stderr } = newPage("/ar/careers");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("/ar/careers has no English twin: an Arabic page is the translation of the English page at /careers, and there is none.");
    expect(stderr).toContain('Make that page first (npm run new-page -- /careers --title "…"), then its Arabic twin.');
    expect(existsSync(join(pages, "ar"))).toBe(false);
  });

  it("refuses an Arabic page whose twin is there already, and a title for an Arabic page, which is its English twin's", () => {
    rmSync(pages, { recursive: true, force: true });
    cpSync(join(root, "pages"), pages, { recursive: true });
    const about = readFileSync(join(pages, "ar", "about-us.json"), "utf8");
    const taken = newPage("/ar/about-us");
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("/ar/about-us is already an address of tests/fixtures/.work/new-page/ar/about-us.json");
    expect(readFileSync(join(pages, "ar", "about-us.json"), "utf8")).toBe(about);

    const titled = newPage("/ar/careers", "--title", "الوظائف");
    expect(titled.status).toBe(2);
    expect(titled.stderr).toContain("an Arabic page is made from its English twin, title included: leave out --title");
  });

  it("says with --help what it makes of an English and of an Arabic address", () => {
    const { status, stdout } = newPage("--help");
    expect(status).toBe(0);
    expect(stdout).toContain("An Arabic address (/ar/services/cloud-migration) gets the Arabic twin of its English page");
    expect(stdout).toContain("npm run new-page -- /ar/services/cloud-migration\n");
  });
});
