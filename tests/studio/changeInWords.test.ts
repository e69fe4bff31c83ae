import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/paths.ts";
import { changeInWords } from "../../scripts/lib/studio/drafts/changeInWords.ts";
import { blockNoun, lowerFirst } from "../../scripts/lib/studio/drafts/fieldNames.ts";

type Page = Record<string, any>;

const read = (path: string): Page => JSON.parse(readFileSync(join(root, path), "utf8"));

/** The words for an edit of a real file: `edit` changes a copy of it. */
function wordsFor(path: string, edit: (file: Page) => void): string {
  const before = read(path);
  const after = structuredClone(before);
  edit(after);
  return changeInWords(path, before, after);
}

const home = "pages/index.json";
const aboutUs = "pages/about-us.json";

describe("the page a commit message names", () => {
  it("is the page's title without the site's name after ' | '", () => {
    expect(read(aboutUs).meta.title).toBe("About Us | Example IT Solutions");
    expect(wordsFor(aboutUs, (page) => (page.blocks[0].heading = "Who we are"))).toBe("About Us: hero heading");
  });

  it("is the title after the change when the title is what changed", () => {
    expect(wordsFor(home, (page) => (page.meta.title = "Home"))).toBe("Home: search and sharing page title");
  });

  it("is 'Site-wide data' for pages/_site.json", () => {
    expect(wordsFor("pages/_site.json", (site) => (site.offices[1].city = "Deira, Dubai"))).toBe("Site-wide data: office 2 city");
  });

  it("is the file's path when the page has no title", () => {
    expect(changeInWords("pages/draft.json", { blocks: [] }, { blocks: [], layout: { footer: false } })).toBe("pages/draft.json: page layout");
  });
});

describe("a changed field in a commit message", () => {
  it("is named by the schema titles along its path, a block by its kind", () => {
    expect(wordsFor(aboutUs, (page) => (page.blocks[0].intro = "We build software."))).toBe("About Us: hero introduction");
  });

  it("numbers list items from 1, and lets an item title that names its block stand for both", () => {
    expect(wordsFor(home, (page) => (page.blocks[4].items[1].content = "With a call."))).toBe("Home: accordion item 2 answer");
    expect(wordsFor(aboutUs, (page) => (page.blocks[0].actions[0].label = "Talk to us"))).toBe("About Us: hero button 1 text");
  });

  it("says which block by its place when the page has more than one of its kind", () => {
    expect(wordsFor(home, (page) => (page.blocks[2].cards[1].title = "EazzEdu ERP"))).toBe("Home: block 3 (card grid) card 2 heading");
  });

  it("names a field deep in a list in a list", () => {
    expect(wordsFor("pages/services/microsoft-365.json", (page) => (page.blocks[2].plans[0].features[1] = "Word and Excel"))).toBe(
      "Microsoft 365 Business Plans: plan cards plan 1 included item 2",
    );
    expect(wordsFor("pages/_site.json", (site) => (site.offices[0].address[1] = "Dubai"))).toBe("Site-wide data: office 1 address line 2");
  });

  it("takes a picture's title from the field that holds it, not from the shared definition", () => {
    expect(wordsFor(home, (page) => (page.blocks[0].image.src = "/images/home/new.svg"))).toBe("Home: hero picture file");
    expect(wordsFor(home, (page) => delete page.blocks[0].image)).toBe("Home: hero picture");
  });

  it("counts a list item that became another kind of thing in the same place as changed", () => {
    expect(wordsFor("pages/privacy-policy.json", (page) => (page.blocks[1].content[6].ul[0] = "Plain text now"))).toBe("Privacy Policy: rich text element 7 item 1");
  });
});

describe("several changes in a commit message", () => {
  it("lists up to three, in the page's order", () => {
    const words = wordsFor(home, (page) => {
      page.blocks[4].items[1].content = "With a call.";
      page.blocks[0].heading = "Software you can rely on";
      page.blocks[2].heading = "Our products";
    });
    expect(words).toBe("Home: hero heading, block 3 (card grid) heading, accordion item 2 answer");
  });

  it("names the first and counts the others when there are more than three", () => {
    const words = wordsFor(home, (page) => {
      page.blocks[0].heading = "Software you can rely on";
      page.blocks[0].intro = "We build it.";
      page.blocks[2].heading = "Our products";
      page.blocks[4].items[1].content = "With a call.";
      page.blocks[4].items[2].content = "In weeks.";
    });
    expect(words).toBe("Home: hero heading and 4 other changes");
  });
});

describe("blocks and list items added, removed and moved", () => {
  it("says a block was added by its kind", () => {
    expect(wordsFor(aboutUs, (page) => page.blocks.splice(2, 0, { type: "callToAction", heading: "Work with us" }))).toBe("About Us: call to action block added");
  });

  it("says a block was removed by its place and kind", () => {
    expect(wordsFor(home, (page) => page.blocks.splice(4, 1))).toBe("Home: block 5 (accordion) removed");
  });

  it("says the blocks were reordered when the same blocks are in another order", () => {
    expect(wordsFor(home, (page) => page.blocks.reverse())).toBe("Home: blocks reordered");
  });

  it("says a block replaced by one of another kind was removed and another added", () => {
    expect(wordsFor("pages/contact.json", (page) => (page.blocks[0] = { type: "callToAction", heading: "Talk to us" }))).toBe(
      "Contact Us: call to action block added, block 1 (hero) removed",
    );
  });

  it("says list items were added, removed or reordered by their number", () => {
    expect(wordsFor(home, (page) => page.blocks[4].items.push({ title: "Do you sign an NDA?", content: "Yes." }))).toBe("Home: accordion item 6 added");
    expect(wordsFor(home, (page) => page.blocks[4].items.splice(1, 1))).toBe("Home: accordion item 2 removed");
    expect(wordsFor(home, (page) => page.blocks[0].actions.reverse())).toBe("Home: hero buttons reordered");
  });
});

describe("whole files in a commit message", () => {
  const careers = { meta: { title: "Careers | Example IT Solutions", description: "Jobs." }, blocks: [{ type: "hero", heading: "Join us" }] };

  it("says 'New page' with the new page's title", () => {
    expect(changeInWords("pages/careers.json", undefined, careers)).toBe("New page: Careers");
  });

  it("says 'Deleted page' with the title the page had", () => {
    expect(changeInWords("pages/careers.json", careers, undefined)).toBe("Deleted page: Careers");
  });

  it("says 'No change' when nothing differs", () => {
    expect(changeInWords(home, read(home), read(home))).toBe("No change");
  });

  it("says the whole file changed when one side is no JSON object", () => {
    expect(changeInWords("pages/contact.json", "not JSON", read("pages/contact.json"))).toBe("Contact Us: the whole file");
  });

  it("names pictures by their path under public/", () => {
    expect(changeInWords("public/images/team/photo.png", undefined, true)).toBe("New picture: images/team/photo.png");
    expect(changeInWords("public/images/team/photo.png", true, undefined)).toBe("Deleted picture: images/team/photo.png");
  });
});

describe("titles as words in a sentence", () => {
  it("lower-cases the first letter unless the title starts with an acronym", () => {
    expect(lowerFirst("Heading")).toBe("heading");
    expect(lowerFirst("FAQ")).toBe("FAQ");
    expect(lowerFirst("E-mail addresses")).toBe("e-mail addresses");
  });

  it("names a block by its schema's title without ' block', or by its type when it has no schema", () => {
    expect(blockNoun("Call to action block", "callToAction")).toBe("call to action");
    expect(blockNoun("FAQ block", "faq")).toBe("FAQ");
    expect(blockNoun(undefined, "videoEmbed")).toBe("video embed");
  });
});
