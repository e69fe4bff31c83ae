import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/paths.ts";
import { studioMessage } from "../../scripts/lib/studio/studioWords.ts";
import { validateProject } from "../../scripts/lib/validateProject.ts";
import { testWorkDir, validationFixtures } from "../fixtureSite.ts";

/**
 * The validator's messages as the studio shows them, each taken from the validator itself on one of its
 * fixture sites (tests/fixtures/validation/), so a change of the validator's words shows here.
 */
function studioWords(fixture: string, files: Record<string, string> = {}): Map<string, string> {
  // A folder of its own (not fixtureSite's), as files are added to it: tests/validator.test.ts reads the same cases.
  const pagesDir = join(testWorkDir, `studio-words-${fixture}`);
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  cpSync(join(validationFixtures, "_base"), pagesDir, { recursive: true });
  cpSync(join(validationFixtures, fixture), pagesDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(pagesDir, name), text);
  return new Map(validateProject({ pagesDir }).problems.map((problem) => [problem.message, studioMessage(problem.message)]));
}

const page = (blocks: unknown[], more: Record<string, unknown> = {}) =>
  JSON.stringify({ $schema: "../../../../schemas/page.schema.json", schemaVersion: 2, meta: { title: "Studio words", description: "A page for the studio's words about the validator's messages." }, ...more, blocks });

describe("the validator's messages in the studio", () => {
  it("says an empty required field must be filled in, where the validator names the property the form labels", () => {
    expect(studioWords("missing-required").get('missing required property "description"')).toBe("must be filled in");
  });

  it("names a section's anchor by its field, “Name for links to this section”, and counts blocks from 1 as the panels do", () => {
    const words = studioWords("missing-anchor", { "twice.json": page([{ type: "hero", id: "intro", heading: "One" }, { type: "hero", id: "intro", heading: "Two" }]) });
    expect(words.get('links to "#pricing" but no block on this page has "id": "pricing"')).toBe('links to "#pricing", but no block on this page has "pricing" as its “Name for links to this section”');
    expect(words.get('"id": "intro" is already used by block 0; ids must be unique on a page')).toBe('"intro" is already the “Name for links to this section” of block 1: give each block on a page a name of its own');
    const other = studioWords("broken-internal-link");
    expect([...other.values()]).toContain('links to "/about-us#missing", but no block of that page has "missing" as its “Name for links to this section”');
  });

  it("sends a missing picture to the picture picker rather than to a folder on disk", () => {
    const words = studioWords("missing-image");
    expect(words.get('image "/images/nowhere/missing.svg" does not exist: add the file as public/images/nowhere/missing.svg')).toBe(
      'the picture "/images/nowhere/missing.svg" does not exist: choose one with “Choose picture…”, where you can also upload it',
    );
  });

  it("calls aliases Other addresses, as the page's settings do", () => {
    expect(studioWords("own-address-repeated").get('alias "/guide" repeats this file\'s own address; remove it')).toBe('"/guide" is this page\'s own address already: remove it from Other addresses');
    expect([...studioWords("route-collision").values()]).toContainEqual(expect.stringMatching(/^the other address "\/About-US" is the same address as "\/about-us" of /));
  });

  it("asks a developer for what only a developer can do: update the page format, rename a file, remove a property the form has no field for", () => {
    const old = page([{ type: "hero", heading: "Old", text: "Written before version 2" }]).replace('"schemaVersion":2,', "");
    const words = [...studioWords("unknown-property", { "old.json": old, "one.json": page([{ type: "hero", heading: "One" }]).replace('"schemaVersion":2', '"schemaVersion":1') }).values()];
    expect(words).toContain("this page is in the page format from before versions were numbered, and the studio cannot update it: ask a developer to bring the pages up to date");
    expect(words).toContain('this page has "text", a field called "intro" since version 2 of the page format, and the studio cannot update it: ask a developer to bring the pages up to date');
    expect(words).toContain("this page is in version 1 of the page format and the site is at 2, and the studio cannot update it: ask a developer to bring the pages up to date");
    expect(words).toContain('the page\'s file holds "headng", which is no field the studio knows, so it cannot show or remove it: ask a developer to take it out of the file');
    expect(words.filter((message) => message.includes("npm run"))).toEqual([]);
    expect([...studioWords("bad-file-name").values()]).toContain('this page\'s file name gives it the address "/about-us copy", which links cannot hold: ask a developer to rename the file (for example to about-us-copy.json)');
  });

  it("says where to link an unlinked page and where a contact form's enquiries go in the studio's words; npm run validate keeps the files' words", () => {
    const words = studioWords("warnings");
    expect(words.get("no other page links to /orphan, so visitors and search engines can hardly find it: add it to the menu in pages/_site.json or link to it from a related page")).toBe(
      "no other page links to /orphan, so visitors and search engines can hardly find it: add it to the header menu (Site-wide data › Header menu) or link to it from a related page",
    );
    expect(words.get('the contact form sends enquiries nowhere: it thanks the visitor but nothing reaches the company. Add "endpoint": "/api/enquiries"')).toBe(
      "the contact form sends enquiries nowhere: it thanks the visitor but nothing reaches the company. Fill in “Send enquiries to” with /api/enquiries",
    );
  });

  it("says how to give an English page its Arabic twin, and how twins may differ, with the studio's button and the page settings' fields", () => {
    expect([...studioWords("arabic-twin-missing").values()]).toContain(
      "has no Arabic twin: press “Create the Arabic twin” to write it at /ar/about-us, or say who is translating it by when with “Add not yet in Arabic” in the page settings",
    );
    const english = JSON.parse(readFileSync(join(validationFixtures, "_base", "about-us.json"), "utf8"));
    const pending = JSON.stringify({ ...english, notYetInArabic: { by: "Layla Haddad", until: "2026-10-31" } });
    const words = [...studioWords("arabic-twin-differs", { "about-us.json": pending }).values()];
    expect(words).toContainEqual(expect.stringMatching(/^the Arabic twin \(\S+ar\/about-us\.json\) is written: press “Remove not yet in Arabic” in the page settings$/));
    expect(words).toContainEqual(expect.stringMatching(/^has 2 blocks but its English twin \S+ has 1: twins differ only in their words, unless the page settings' “Differs from the English page on purpose” says why$/));
    expect(words.filter((message) => message.includes("notYetInArabic") || message.includes("differsFromEnglish"))).toEqual([]);
  });

  it("leaves the messages that already speak of what the person sees as the validator wrote them", () => {
    const words = studioWords("misspelt-link");
    const message = 'links to "/contct", which is not a page of this site (did you mean "/contact"?)';
    expect(words.get(message)).toBe(message);
  });

  it("names the fields as the studio's forms label them", () => {
    const schema = (file: string) => JSON.parse(readFileSync(join(root, "schemas", file), "utf8"));
    expect(schema("site.schema.json").properties.navigation.title).toBe("Header menu");
    expect(schema("blocks/contactForm.schema.json").properties.endpoint.title).toBe("Send enquiries to");
    expect(schema("blocks/hero.schema.json").properties.id.title).toBe("Name for links to this section");
    expect(schema("page.schema.json").properties.aliases.title).toBe("Other addresses");
    expect(schema("page.schema.json").properties.notYetInArabic.title).toBe("Not yet in Arabic");
    expect(schema("page.schema.json").properties.differsFromEnglish.title).toBe("Differs from the English page on purpose");
  });
});
