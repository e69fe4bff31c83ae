import type { RJSFSchema } from "@rjsf/utils";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pagesDir } from "../../../../scripts/lib/paths.ts";
import { bundleSchema } from "../../../../scripts/lib/studio/bundleSchema.ts";
import { differences, merged } from "./differences.ts";

type Page = { meta: Record<string, unknown>; blocks: Record<string, unknown>[] } & Record<string, unknown>;

const schema = bundleSchema("page.schema.json") as RJSFSchema;
const home = (): Page => JSON.parse(readFileSync(join(pagesDir, "index.json"), "utf8"));
const edited = (edit: (page: Page) => void) => {
  const page = home();
  edit(page);
  return page;
};

describe("where your version and the one saved meanwhile differ", () => {
  it("names each difference as the form does, a block as its panel heads it, with both texts in full", () => {
    const mine = edited((page) => (page.blocks[0]!.intro = "Mine: a new introduction."));
    const theirs = edited((page) => (page.blocks[0]!.heading = "Theirs: a new heading"));
    const found = differences(schema, mine, theirs, home());
    expect(found.map(({ place, mineWords, theirsWords, changedBy }) => ({ place, mineWords, theirsWords, changedBy }))).toEqual([
      { place: "1. Hero block › Heading", mineWords: home().blocks[0]!.heading, theirsWords: "Theirs: a new heading", changedBy: "them" },
      { place: "1. Hero block › Introduction", mineWords: "Mine: a new introduction.", theirsWords: home().blocks[0]!.intro, changedBy: "me" },
    ]);
  });

  it("names the page's own fields and a list's entries by their titles, counted from 1", () => {
    const mine = edited((page) => ((page.blocks[0]!.actions as { label: string }[])[1]!.label = "See what we do"));
    const theirs = edited((page) => (page.meta.title = "Home | Elsewhere"));
    expect(differences(schema, mine, theirs).map((difference) => difference.place)).toEqual(["Search and sharing › Page title", "1. Hero block › Button 2 › Button text"]);
  });

  it("sums up a list that gained an entry on one side as one difference, and a field only one side has as left empty on the other", () => {
    const mine = edited((page) => (page.blocks[0]!.actions as unknown[]).push({ label: "Call us", href: "/contact" }));
    const theirs = edited((page) => delete page.blocks[0]!.eyebrow);
    const found = differences(schema, mine, theirs);
    expect(found.map(({ place, mineWords, theirsWords }) => ({ place, mineWords, theirsWords }))).toEqual([
      { place: "1. Hero block › Short label above the heading", mineWords: home().blocks[0]!.eyebrow, theirsWords: "(left empty)" },
      { place: "1. Hero block › Buttons", mineWords: "3 buttons: Start Your Project; Explore Our Services; Call us", theirsWords: "2 buttons: Start Your Project; Explore Our Services" },
    ]);
  });

  it("sums up a page whose blocks were added or removed as its list of blocks", () => {
    const mine = home();
    const theirs = edited((page) => page.blocks.splice(1, 1));
    const [found] = differences(schema, mine, theirs);
    expect(found!.place).toBe("Blocks");
    expect(found!.mineWords).toMatch(/^7 blocks: Hero block: UAE · Saudi Arabia · India · USA; Rich text block: .+; and 4 more$/);
    expect(found!.theirsWords).toMatch(/^6 blocks: Hero block: /);
  });

  it("finds nothing when the two hold the same, whatever the order of their keys", () => {
    const { meta, ...rest } = home();
    expect(differences(schema, home(), { ...rest, meta })).toEqual([]);
  });
});

describe("a version merged by hand", () => {
  it("takes each difference from the side chosen for it and leaves everything else as yours", () => {
    const mine = edited((page) => (page.blocks[0]!.intro = "Mine: a new introduction."));
    const theirs = edited((page) => {
      page.blocks[0]!.heading = "Theirs: a new heading";
      page.blocks[0]!.intro = "Theirs: another introduction.";
    });
    const found = differences(schema, mine, theirs);
    const result = merged(mine, found, (difference) => difference.place === "1. Hero block › Heading");
    expect(result).toEqual(edited((page) => Object.assign(page.blocks[0]!, { heading: "Theirs: a new heading", intro: "Mine: a new introduction." })));
    expect(mine.blocks[0]!.heading).toBe(home().blocks[0]!.heading);
  });

  it("leaves a field out when it is taken from the side that does not have it", () => {
    const mine = home();
    const theirs = edited((page) => delete page.blocks[0]!.eyebrow);
    expect(merged(mine, differences(schema, mine, theirs), () => true)).toEqual(theirs);
  });
});
