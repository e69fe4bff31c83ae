import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";
import { intrinsicSize } from "../scripts/lib/imageSize.ts";
import { placeImageSizes } from "../scripts/lib/placeImageSizes.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

const fixture = (name: string) => join(root, "tests", "fixtures", "public", "images", name);

describe("picture sizes", () => {
  it("reads an SVG's size from its viewBox, and has none for an SVG that declares none", () => {
    expect(intrinsicSize(fixture("sized.svg"))).toEqual({ width: 300, height: 200 });
    expect(intrinsicSize(fixture("unsized.svg"))).toBeUndefined();
  });

  it("records where every picture of a page is and how big its file is", () => {
    const page = validateProject().pages.find((record) => record.route === "/services/cyber-security")!;
    expect(page.images).toContainEqual({ pointer: "/blocks/0/image", width: 600, height: 480 });
  });

  it("adds width and height to each image object of a copy of the page, leaving the page file's data untouched", () => {
    const page = { blocks: [{ type: "hero", image: { src: "/images/a.svg", alt: "A" } }, { type: "cardGrid", cards: [{ "a/b": { src: "/images/b.svg", alt: "B" } }] }] };
    const sized = placeImageSizes(page, [
      { pointer: "/blocks/0/image", width: 600, height: 480 },
      { pointer: "/blocks/1/cards/0/a~1b", width: 16, height: 9 },
    ]);
    expect(sized.blocks[0]!.image).toEqual({ src: "/images/a.svg", alt: "A", width: 600, height: 480 });
    expect(sized.blocks[1]!.cards![0]!["a/b"]).toEqual({ src: "/images/b.svg", alt: "B", width: 16, height: 9 });
    expect(page.blocks[0]!.image).toEqual({ src: "/images/a.svg", alt: "A" });
  });
});
