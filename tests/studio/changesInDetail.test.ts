import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/paths.ts";
import { changesInDetail, fileName } from "../../scripts/lib/studio/drafts/changesInDetail.ts";
import type { Block, Page } from "../../src/generated/page.ts";
import type { Site } from "../../src/generated/site.ts";

const read = <File>(path: string): File => JSON.parse(readFileSync(join(root, path), "utf8"));

/** The page's block at `at`, which the test expects to be a `type` block. */
function block<Type extends Block["type"]>(page: Page, at: number, type: Type): Extract<Block, { type: Type }> {
  const found = page.blocks[at];
  if (found?.type !== type) throw new Error(`block ${at + 1} is ${found?.type}, not ${type}`);
  return found as Extract<Block, { type: Type }>;
}

/** The review of an edit of a real file: `edit` changes a copy of it. */
function reviewOf<File>(path: string, edit: (file: File) => void) {
  const before = read<File>(path);
  const after = structuredClone(before);
  edit(after);
  return changesInDetail(path, before, after);
}

const home = "pages/index.json";
const aboutUs = "pages/about-us.json";
const editHome = (edit: (page: Page) => void) => reviewOf<Page>(home, edit);

describe("a changed field in the review", () => {
  it("is named by the schema titles along its path, with the text before and after", () => {
    expect(block(read<Page>(home), 0, "hero").heading).toBe("Technology that helps your business grow with confidence");
    expect(editHome((page) => (block(page, 0, "hero").heading = "Software you can rely on"))).toEqual([
      { field: "Hero heading", kind: "changed", before: "Technology that helps your business grow with confidence", after: "Software you can rely on" },
    ]);
  });

  it("shows a picture's old and new file", () => {
    expect(editHome((page) => (block(page, 0, "hero").image!.src = "/images/home/new.svg"))).toEqual([
      { field: "Hero picture file", kind: "changed", before: "/images/home/showcase.svg", after: "/images/home/new.svg" },
    ]);
  });

  it("shows a removed picture by its file, with nothing after", () => {
    expect(editHome((page) => delete block(page, 0, "hero").image)).toEqual([{ field: "Hero picture", kind: "changed", before: "/images/home/showcase.svg" }]);
  });

  it("names a menu entry of the site file by its place", () => {
    expect(reviewOf<Site>("pages/_site.json", (site) => (site.navigation[1]!.label = "About"))).toEqual([
      { field: "Menu entry 2 link text", kind: "changed", before: "About Us", after: "About" },
    ]);
  });

  it("says numbers as digits and switches as yes or no", () => {
    const review = editHome((page) => {
      block(page, 2, "cardGrid").columns = 3;
      block(page, 4, "accordion").openFirst = false;
    });
    expect(review).toEqual([
      { field: "Block 3 (card grid) cards per row", kind: "changed", before: "4", after: "3" },
      { field: "Accordion open the first item by default", kind: "changed", before: "yes", after: "no" },
    ]);
  });

  it("reads a line of rich text with a link as its words", () => {
    expect(editHome((page) => (block(page, 1, "richText").content[3] = { p: "Read about us." }))).toEqual([
      { field: "Rich text element 4 paragraph", kind: "changed", before: "Want to know who we are and how we work? Read more about our company.", after: "Read about us." },
    ]);
  });

  it("names an object that has no telling text by its fields", () => {
    expect(reviewOf<Page>(aboutUs, (page) => (page.layout = { footer: false }))).toEqual([{ field: "Page layout", kind: "changed", after: "Show the footer: no" }]);
  });

  it("reads the old value from the same block when a block was added above it", () => {
    const review = editHome((page) => {
      page.blocks.unshift({ type: "callToAction", heading: "Talk to us", actions: [{ label: "Contact us", href: "/contact" }] });
      block(page, 5, "accordion").heading = "FAQ";
      block(page, 5, "accordion").items.splice(1, 1);
    });
    expect(review).toEqual([
      { field: "Block 1 (call to action)", kind: "added", after: "Call to action block: Talk to us" },
      { field: "Accordion heading", kind: "changed", before: "Frequently Asked Questions", after: "FAQ" },
      { field: "Accordion item 2", kind: "removed", before: "How does a project with you get started?" },
    ]);
  });
});

describe("long texts in the review", () => {
  it("are cut between words to at most 160 characters, ending in '…'", () => {
    const long = "Our engineers, designers and marketers work side by side with your team, ".repeat(3);
    const [change] = editHome((page) => (block(page, 0, "hero").intro = long));
    expect(change).toEqual({
      field: "Hero introduction",
      kind: "changed",
      before: "We design, build and secure the software your teams rely on, from cloud platforms and mobile apps to AI-driven insight, and we stay with you long after launch.",
      after: "Our engineers, designers and marketers work side by side with your team, Our engineers, designers and marketers work side by side with your team, Our…",
    });
  });

  it("keep their start and the stretch that changed when the change lies further in", () => {
    const review = editHome((page) => {
      const answer = block(page, 4, "accordion").items[1]!;
      answer.content = answer.content.replace("before development starts.", "before any code is written.");
    });
    expect(review).toEqual([
      {
        field: "Accordion item 2 answer",
        kind: "changed",
        before: "It starts with a free consultation. We listen to your…we begin with a short discovery phase, so everyone agrees on priorities before development starts.",
        after: "It starts with a free consultation. We listen to your…begin with a short discovery phase, so everyone agrees on priorities before any code is written.",
      },
    ]);
  });
});

describe("blocks and list items added, removed and moved", () => {
  it("shows a block added in the middle as one block added, by its place and kind", () => {
    expect(reviewOf<Page>(aboutUs, (page) => page.blocks.splice(2, 0, { type: "callToAction", heading: "Work with us", actions: [{ label: "Contact us", href: "/contact" }] }))).toEqual([
      { field: "Block 3 (call to action)", kind: "added", after: "Call to action block: Work with us" },
    ]);
  });

  it("shows a removed block by its place, kind and heading", () => {
    expect(editHome((page) => page.blocks.splice(4, 1))).toEqual([{ field: "Block 5 (accordion)", kind: "removed", before: "Accordion block: Frequently Asked Questions" }]);
  });

  it("shows a rich text block by its first heading", () => {
    expect(editHome((page) => page.blocks.splice(1, 1))).toEqual([{ field: "Block 2 (rich text)", kind: "removed", before: "Rich text block: About Example IT Solutions" }]);
  });

  it("shows a list item added by its number and title", () => {
    expect(editHome((page) => block(page, 4, "accordion").items.push({ title: "Do you sign an NDA?", content: "Yes." }))).toEqual([
      { field: "Accordion item 6", kind: "added", after: "Do you sign an NDA?" },
    ]);
  });

  it("says a list was reordered, without values", () => {
    expect(editHome((page) => page.blocks.reverse())).toEqual([{ field: "Blocks", kind: "reordered" }]);
  });
});

describe("whole files in the review", () => {
  const careers: Page = {
    schemaVersion: 2,
    meta: { title: "Careers | Example IT Solutions", description: "Jobs at Example IT Solutions." },
    blocks: [
      { type: "hero", heading: "Join us" },
      { type: "richText", content: [{ h2: "Why work here" }] },
      { type: "cardGrid", cards: [{ title: "Engineer", description: "Build software." }] },
      { type: "callToAction", heading: "Apply today", actions: [{ label: "Contact us", href: "/contact" }] },
    ],
  };

  it("shows a new page as one entry: its title, address and blocks", () => {
    expect(changesInDetail("pages/careers.json", undefined, careers)).toEqual([
      { field: "Page", kind: "added", after: "Careers (/careers), 4 blocks: hero, rich text, card grid, call to action" },
    ]);
  });

  it("shows a deleted page as one entry, as it was", () => {
    expect(changesInDetail(aboutUs, read(aboutUs), undefined)).toEqual([
      { field: "Page", kind: "removed", before: "About Us (/about-us), 7 blocks: hero, rich text, rich text, card grid, card grid, card grid, rich text" },
    ]);
  });

  it("shows a picture file added, replaced or deleted by its path under public/", () => {
    expect(changesInDetail("public/images/team/photo.png", undefined, true)).toEqual([{ field: "Picture", kind: "added", after: "images/team/photo.png" }]);
    expect(changesInDetail("public/images/team/photo.png", "old bytes", "new bytes")).toEqual([{ field: "Picture", kind: "changed", after: "images/team/photo.png" }]);
    expect(changesInDetail("public/images/team/photo.png", true, undefined)).toEqual([{ field: "Picture", kind: "removed", before: "images/team/photo.png" }]);
  });

  it("shows nothing when nothing differs", () => {
    expect(changesInDetail(home, read(home), read(home))).toEqual([]);
  });

  it("shows the whole file changed when one side is no JSON object", () => {
    expect(changesInDetail("pages/contact.json", "not JSON", read("pages/contact.json"))).toEqual([
      { field: "The whole file", kind: "changed", before: "not JSON", after: "Contact Us (/contact), 3 blocks: hero, contact form, contact cards" },
    ]);
  });
});

describe("the file's name in the review", () => {
  it("is 'Home' for the home page and the title without the site's name for the others", () => {
    expect(fileName(home, read(home), read(home))).toBe("Home");
    expect(fileName(aboutUs, read(aboutUs), undefined)).toBe("About Us");
  });

  it("is 'Site-wide data' for the site file and 'Picture' and its path for a picture", () => {
    expect(fileName("pages/_site.json", read("pages/_site.json"), read("pages/_site.json"))).toBe("Site-wide data");
    expect(fileName("public/images/team.png", undefined, true)).toBe("Picture images/team.png");
  });
});
