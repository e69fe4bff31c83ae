import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { beforeEach, describe, expect, it } from "vitest";
import { migrateSource } from "../scripts/lib/migratePages.ts";
import { currentSchemaVersion } from "../scripts/lib/schemas.ts";
import { migrations } from "../scripts/migrations/index.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { root } from "../scripts/lib/paths.ts";
import { rewriteJson } from "../scripts/lib/rewriteJson.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

// The validator's small fixture site (/, /about-us), copied fresh for each test.
const pages = join(root, "tests", "fixtures", ".work", "migrate-pages");

/** A page as it was written before the format had versions: hero and callToAction said "text". */
const versionOnePage = `{
  "$schema": "../../../../schemas/page.schema.json",
  "meta": { "title": "Cloud Migration | Fixture Co", "description": "Moving a company's systems to the cloud without downtime, step by step." },
  "blocks": [
    {
      "type": "hero",
      "heading": "Cloud Migration",
      "text": "Move without downtime.",
      "actions": [{ "label": "Contact Us", "href": "/about-us" }]
    },
    { "type": "callToAction", "heading": "Ready?", "text": "Talk to us.", "actions": [{ "label": "Contact Us", "href": "/about-us" }] }
  ]
}
`;

const migratePages = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, "scripts", "migrate-pages.ts"), "--pages", pages, ...args], { cwd: root, encoding: "utf8" });
const errorsOf = () => validateProject({ pagesDir: pages }).problems.filter((problem) => problem.severity === "error").map(formatProblem);

beforeEach(() => {
  rmSync(pages, { recursive: true, force: true });
  cpSync(join(root, "tests", "fixtures", "validation", "_base"), pages, { recursive: true });
  writeFileSync(join(pages, "cloud-migration.json"), versionOnePage);
});

describe("npm run migrate-pages", () => {
  it("has one migration per version, in order, ending at the page schema's version", () => {
    expect(migrations.map((migration) => migration.version)).toEqual(Array.from({ length: migrations.length }, (_, index) => index + 2));
    expect(migrations.at(-1)?.version).toBe(currentSchemaVersion());
  });

  it("tells the editor to run it when a page file is in an older format, naming a renamed property's new name", () => {
    expect(errorsOf()).toEqual([
      'tests/fixtures/.work/migrate-pages/cloud-migration.json:1:1  (root)  missing "schemaVersion": this file is in the page format from before versions were numbered; run npm run migrate-pages to update it',
      'tests/fixtures/.work/migrate-pages/cloud-migration.json:8:7  /blocks/0/text  unknown property "text": since version 2 of the page format it is called "intro" (npm run migrate-pages renames it in every page)',
      'tests/fixtures/.work/migrate-pages/cloud-migration.json:11:52  /blocks/1/text  unknown property "text": since version 2 of the page format it is called "intro" (npm run migrate-pages renames it in every page)',
    ]);
    writeFileSync(join(pages, "cloud-migration.json"), versionOnePage.replace('"meta"', '"schemaVersion": 1, "meta"'));
    expect(errorsOf()[0]).toContain("/schemaVersion  this file is in version 1 of the page format and the site is at 2: run npm run migrate-pages to update it");
  });

  it("updates every page file in one step, changing only what the migrations change, and the site validates", () => {
    const { status, stdout } = migratePages();
    expect(stdout).toContain("tests/fixtures/.work/migrate-pages/cloud-migration.json  version 1 → 2");
    expect(stdout).toContain("Migrated 1 page file to version 2.");
    expect(status).toBe(0);
    expect(readFileSync(join(pages, "cloud-migration.json"), "utf8")).toBe(
      versionOnePage
        .replace('"$schema": "../../../../schemas/page.schema.json",', '"$schema": "../../../../schemas/page.schema.json",\n  "schemaVersion": 2,')
        .replace('"text": "Move without downtime."', '"intro": "Move without downtime."')
        .replace('"text": "Talk to us."', '"intro": "Talk to us."'),
    );
    expect(errorsOf()).toEqual([]);

    const again = migratePages();
    expect(again.stdout).toContain("Every page file is already at version 2.");
    expect(again.status).toBe(0);
  });

  it("with --check changes nothing and exits 1 while a file needs migrating, 0 once none does", () => {
    const check = migratePages("--check");
    expect(check.status).toBe(1);
    expect(check.stdout).toContain("1 page file to migrate: run npm run migrate-pages");
    expect(readFileSync(join(pages, "cloud-migration.json"), "utf8")).toBe(versionOnePage);
    migratePages();
    expect(migratePages("--check").status).toBe(0);
  });

  it("leaves alone, and names, a file it cannot read or one newer than the site", () => {
    writeFileSync(join(pages, "broken.json"), '{ "blocks": [ }');
    writeFileSync(join(pages, "future.json"), versionOnePage.replace('"meta"', '"schemaVersion": 9, "meta"'));
    const { status, stderr } = migratePages();
    expect(status).toBe(1);
    expect(stderr).toContain("migrate-pages/broken.json  not migrated: its JSON does not parse: fix it first (npm run validate shows where)");
    expect(stderr).toContain("migrate-pages/future.json  not migrated: it is at version 9, newer than this site's 2");
    expect(readFileSync(join(pages, "broken.json"), "utf8")).toBe('{ "blocks": [ }');
  });

  it("leaves alone a file with a key written twice, which it could only half rename", () => {
    const twice = versionOnePage.replace('"text": "Move without downtime."', '"text": "old draft", "text": "Move without downtime."');
    expect(migrateSource(twice)).toEqual({ skipped: 'it has a duplicate key "text": fix it first (npm run validate shows where)' });
  });

  it("keeps the site's own page files at the current version", () => {
    expect(migratePages("--check", "--pages", join(root, "pages")).status).toBe(0);
  });
});

describe("rewriting a JSON file in place", () => {
  const text = '{\n  "a": 1,\n  "list": [{ "x": 1, "y": 2 }],\n  "z": true\n}\n';

  it("renames a key where it stands and leaves every other line as it was", () => {
    expect(rewriteJson(text, JSON.parse(text), { a: 1, list: [{ w: 1, y: 2 }], z: true })).toBe(text.replace('"x": 1', '"w": 1'));
  });

  it("adds a property in the style of its object: on the same line in a one-line object, on its own line otherwise", () => {
    const after = { a: 1, b: { c: [1] }, list: [{ x: 1, y: 2, label: "new" }], z: true };
    expect(rewriteJson(text, JSON.parse(text), after)).toBe('{\n  "a": 1,\n  "b": {\n    "c": [\n      1\n    ]\n  },\n  "list": [{ "x": 1, "y": 2, "label": "new" }],\n  "z": true\n}\n');
  });

  it("removes a property with its comma, and replaces a value in the style of the old one", () => {
    const after = { list: [{ x: 1, y: { deep: true } }], z: false };
    expect(rewriteJson(text, JSON.parse(text), after)).toBe('{\n  "list": [{ "x": 1, "y": { "deep": true } }],\n  "z": false\n}\n');
  });

  it("adds and removes list items in the style of their list, leaving the other items' lines alone", () => {
    const lists = '{\n  "a": [1, 2, 3],\n  "aliases": [],\n  "list": [{ "x": 1 }],\n  "blocks": [\n    "one",\n    "two"\n  ]\n}\n';
    const after = { a: [1, 3, 4], aliases: ["/x"], list: [{ x: 1 }, { x: 2 }], blocks: ["zero", "one", "two"] };
    expect(rewriteJson(lists, JSON.parse(lists), after)).toBe('{\n  "a": [1, 3, 4],\n  "aliases": [\n    "/x"\n  ],\n  "list": [{ "x": 1 }, { "x": 2 }],\n  "blocks": [\n    "zero",\n    "one",\n    "two"\n  ]\n}\n');
    expect(rewriteJson(lists, JSON.parse(lists), { a: [], aliases: [], list: [], blocks: ["one", "two"] })).toBe('{\n  "a": [],\n  "aliases": [],\n  "list": [],\n  "blocks": [\n    "one",\n    "two"\n  ]\n}\n');
  });

  it("moves a list item with its own text, and edits an item changed beside an added one in place", () => {
    const blocks = '{\n  "blocks": [\n    {\n      "type": "a",  "odd": "spacing"\n    },\n    {\n      "type": "b",\n      "text": "old"\n    }\n  ]\n}\n';
    const moved = rewriteJson(blocks, JSON.parse(blocks), { blocks: [{ type: "b", text: "old" }, { type: "a", odd: "spacing" }] });
    expect(moved).toContain('    {\n      "type": "a",  "odd": "spacing"\n    }\n  ]');
    const edited = rewriteJson(blocks, JSON.parse(blocks), { blocks: [{ type: "c" }, { type: "a", odd: "spacing" }, { type: "b", text: "new" }] });
    expect(edited).toBe('{\n  "blocks": [\n    {\n      "type": "c"\n    },\n    {\n      "type": "a",  "odd": "spacing"\n    },\n    {\n      "type": "b",\n      "text": "new"\n    }\n  ]\n}\n');
  });

  it("returns the text unchanged when nothing changed", () => {
    expect(rewriteJson(text, JSON.parse(text), JSON.parse(text))).toBe(text);
  });

  it("runs the migrations a file needs and no others", () => {
    const current = JSON.stringify({ schemaVersion: currentSchemaVersion(), meta: {}, blocks: [{ type: "hero", text: "kept" }] });
    expect(migrateSource(current)).toEqual({ from: currentSchemaVersion(), to: currentSchemaVersion() });
  });
});
