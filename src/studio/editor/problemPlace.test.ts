import { describe, expect, it } from "vitest";
import { problemPlace } from "./problemPlace.ts";

const titles = ["Hero block", "Rich text block", "Accordion block"];
const place = (pointer: string) => problemPlace(pointer, (index) => titles[index], "Page settings");

describe("where a problem is, as the studio says it", () => {
  it("names the block by its number on the screen and its kind, and counts list entries from 1", () => {
    expect(place("/blocks/2/items/3/title")).toBe("Block 3 (Accordion block) › items 4 › title");
    expect(place("/blocks/0")).toBe("Block 1 (Hero block)");
  });

  it("puts the rest under the page's settings, and a problem of the whole page at the page, never at its file", () => {
    expect(place("/meta/title")).toBe("Page settings › meta › title");
    expect(place("")).toBe("This page");
    expect(problemPlace("", () => undefined, "Site-wide data")).toBe("Site-wide data");
  });
});
