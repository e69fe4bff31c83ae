import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listJsonFiles } from "../scripts/lib/pageFiles.ts";
import { pagesDir, root, slashedPath } from "../scripts/lib/paths.ts";
import { bundleSchema } from "../scripts/lib/studio/bundleSchema.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import type { JsonPath } from "../src/shared/schemaWalk.ts";
import { wordFields } from "../src/shared/textPlaces.ts";
import { untranslatedFields } from "../src/shared/untranslated.ts";

const schema = bundleSchema("page.schema.json");
const read = (source: string) => JSON.parse(readFileSync(join(pagesDir, source), "utf8")) as Record<string, any>;
const pointers = (paths: JsonPath[]) => paths.map((path) => `/${path.join("/")}`);

describe("the fields of an Arabic page still to translate", () => {
  it("are every field of words while the page is the English one copied, but a text without letters, which both languages write alike", () => {
    const english = read("about-us.json");
    const copied = untranslatedFields(structuredClone(english), english, schema);
    expect(copied.length).toBe(wordFields(english, schema, schema).length);
    expect(pointers(copied)).toEqual(expect.arrayContaining(["/meta/title", "/blocks/0/eyebrow", "/blocks/0/actions/0/label", "/blocks/1/content"]));

    const figures = { ...structuredClone(english), meta: { title: "99.9%", description: "$6" } };
    expect(pointers(untranslatedFields(figures, english, schema))).not.toContain("/meta/title");
  });

  it("leave the count one by one as each is written in Arabic, and a rich text only once all its parts are", () => {
    const english = read("about-us.json");
    const arabic = structuredClone(english);
    const before = untranslatedFields(arabic, english, schema).length;
    arabic.blocks[0].eyebrow = "من نحن";
    expect(untranslatedFields(arabic, english, schema)).toHaveLength(before - 1);

    arabic.blocks[1].content = [{ h2: "من نحن" }, { p: [{ text: "Example IT Solutions", href: "/ar" }, " شركة لخدمات تقنية المعلومات."] }];
    expect(pointers(untranslatedFields(arabic, english, schema))).toContain("/blocks/1/content");
    arabic.blocks[1].content[1].p[0].text = "إكزامبل";
    expect(pointers(untranslatedFields(arabic, english, schema))).not.toContain("/blocks/1/content");
    expect(untranslatedFields(arabic, english, schema)).toHaveLength(before - 2);
  });

  it("include an empty text, and a text the English page fills that the Arabic page leaves out, but not one neither has", () => {
    const english = read("about-us.json");
    const arabic = read("ar/about-us.json");
    const translated = pointers(untranslatedFields(arabic, english, schema));
    arabic.blocks[0].heading = " ";
    delete arabic.blocks[0].eyebrow;
    const marked = pointers(untranslatedFields(arabic, english, schema));
    expect(marked).toEqual(expect.arrayContaining(["/blocks/0/heading", "/blocks/0/eyebrow"]));
    expect(marked).toHaveLength(translated.length + 2);
    expect(marked).not.toContain("/meta/shareImage/alt");
  });

  it("come in the order the studio's form shows them, a field the English page fills and the Arabic page leaves out in its place", () => {
    const english = read("about-us.json");
    const arabic = structuredClone(english);
    delete arabic.blocks[0].eyebrow;
    delete arabic.meta.description;
    const marked = pointers(untranslatedFields(arabic, english, schema));
    expect(marked.slice(0, 4)).toEqual(["/meta/title", "/meta/description", "/blocks/0/eyebrow", "/blocks/0/heading"]);
    // The site's page files are written in the schema's order, which the form follows.
    expect(marked).toEqual(pointers(wordFields(english, schema, schema).map((place) => place.path)));

    // A file that writes a block's fields in another order is still shown in the form's.
    const { heading, ...rest } = english.blocks[0];
    const reordered = { ...structuredClone(english), blocks: [{ heading, ...rest }, ...english.blocks.slice(1)] };
    expect(pointers(untranslatedFields(reordered, english, schema)).slice(0, 4)).toEqual(["/meta/title", "/meta/description", "/blocks/0/eyebrow", "/blocks/0/heading"]);
  });

  it("leave out what the schema says stays as it is (who is translating, why a page differs)", () => {
    const english = read("about-us.json");
    const arabic = { ...read("ar/about-us.json"), differsFromEnglish: "The Arabic page introduces the Riyadh team." };
    expect(pointers(untranslatedFields(arabic, english, schema))).not.toContain("/differsFromEnglish");
  });

  it("are, on every Arabic page of the site, the fields where npm run validate finds an empty text or one with no Arabic letter", () => {
    const problems = validateProject().problems.filter((problem) => /^the text (is empty|has no Arabic letter)/.test(problem.message));
    for (const source of listJsonFiles(pagesDir).filter((file) => file.startsWith("ar/") && file !== "ar/_site.json")) {
      const arabic = read(source);
      const file = slashedPath(root, join(pagesDir, source));
      // The validator names each text; a rich text is one field in the studio.
      const fields = pointers(wordFields(arabic, schema, schema).map((place) => place.path));
      const fieldOf = (pointer: string) => fields.find((field) => pointer === field || pointer.startsWith(`${field}/`));
      const flagged = [...new Set(problems.filter((problem) => problem.file === file).map((problem) => fieldOf(problem.pointer)))];
      expect(pointers(untranslatedFields(arabic, read(source.slice("ar/".length)), schema)).sort(), source).toEqual(flagged.sort());
    }
  });
});
