/**
 * The editors' guide (docs/editing-pages.md) must never lie: it documents every block type, its
 * examples pass the real validator, and the commands and sections it points to exist.
 *
 * Every ```json fence in the guide must hold a whole block (an object with "type") or a whole page
 * (an object with "blocks"), and is checked. A broken file, an error message or a fragment goes in a
 * ```text or ```jsonc fence, which is not.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";
import { blockTypes } from "../scripts/lib/schemas.ts";
import { pageAround } from "../scripts/lib/schemas.ts";
import { errorsInSite } from "./validateInSite.ts";

const guide = readFileSync(join(root, "docs", "editing-pages.md"), "utf8");

/** The guide's headings and its fences (info string, the line the fence's text starts on, the text). */
const headings: string[] = [];
const fences: { info: string; line: number; text: string }[] = [];
let open: (typeof fences)[number] | undefined;
guide.split("\n").forEach((text, index) => {
  const fence = /^\s*```(\S*)\s*$/.exec(text);
  if (fence && !open) fences.push((open = { info: fence[1]!, line: index + 2, text: "" }));
  else if (fence) open = undefined;
  else if (open) open.text += text + "\n";
  else if (/^#{1,6} /.test(text)) headings.push(text.replace(/^#+ /, ""));
});

/** GitHub's anchor for a heading: "6. Add a new page, step by step" is #6-add-a-new-page-step-by-step. */
const slug = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");

describe("the editors' guide, docs/editing-pages.md", () => {
  it("has a section for every block type in schemas/blocks/, and counts them right", () => {
    const types = [...blockTypes().values()];
    expect(types.filter((type) => !headings.some((heading) => heading.includes(`(\`${type}\`)`)))).toEqual([]);
    expect(guide).toContain(`There are ${types.length} kinds of block`);
  });

  it("shows, in every ```json fence, a block or a page that passes the validator with the real site around it", () => {
    const examples = fences.filter((fence) => fence.info === "json");
    expect(examples.length).toBeGreaterThanOrEqual(blockTypes().size);
    const files: Record<string, unknown> = {};
    const malformed: string[] = [];
    for (const { line, text } of examples) {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(text);
      } catch (error) {
        malformed.push(`docs/editing-pages.md line ${line}: not valid JSON (${String(error)}); show a broken file in a \`\`\`text fence`);
        continue;
      }
      if (typeof value !== "object" || value === null || (!("type" in value) && !("blocks" in value))) {
        malformed.push(`docs/editing-pages.md line ${line}: neither a block nor a page; show a fragment in a \`\`\`jsonc fence`);
        continue;
      }
      if ("blocks" in value && !/^(\.\.\/)+schemas\/page\.schema\.json$/.test(String(value.$schema))) {
        malformed.push(`docs/editing-pages.md line ${line}: "$schema" ${JSON.stringify(value.$schema)} does not lead to schemas/page.schema.json`);
      }
      // Each example becomes a file directly in pages/, named after its line in the guide.
      files[`guide-line-${line}.json`] = "blocks" in value ? { ...value, $schema: "../schemas/page.schema.json" } : pageAround(value);
    }
    expect([...malformed, ...errorsInSite("editing-guide", files)]).toEqual([]);
  });

  it("names only npm scripts that package.json has", () => {
    const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    const named = [...new Set([...guide.matchAll(/npm run ([A-Za-z][\w:-]*)/g)].map((match) => match[1]!))];
    expect(named).toEqual(expect.arrayContaining(["dev", "validate", "new-page", "migrate-pages"]));
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });

  it("shows only pictures that exist, each with a description for those who cannot see it", () => {
    const pictures = [...guide.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, path]) => ({ alt: alt!, path: path! }));
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter(({ path }) => !existsSync(join(root, "docs", path))).map(({ path }) => `docs/${path} is missing: npm run docs:screenshots takes the studio's`)).toEqual([]);
    expect(pictures.filter(({ alt }) => alt.trim().length < 20).map(({ path }) => `${path}: say in its alt text what the picture shows`)).toEqual([]);
  });

  it("links only to sections it has", () => {
    const anchors = new Set(headings.map(slug));
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    expect(links.filter((link) => !anchors.has(link))).toEqual([]);
  });
});
