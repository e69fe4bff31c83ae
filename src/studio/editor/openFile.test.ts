import { describe, expect, it } from "vitest";
import { blocksOf, duplicateBlock, insertBlock, moveBlock, openFile, removeBlock, setTopLevel } from "./openFile.ts";

const page = () => openFile({ meta: { title: "T" }, blocks: [{ type: "hero", heading: "A" }, { type: "accordion", id: "faq", heading: "B" }, { type: "callToAction", heading: "C" }] });
const headings = (file: ReturnType<typeof page>) => blocksOf(file.value).map((block) => block.heading);

describe("what an editor does to a page's blocks in the studio", () => {
  it("moves a block up and down, its key with it, and not past either end", () => {
    const file = page();
    const moved = moveBlock(file, 1, -1);
    expect(headings(moved)).toEqual(["B", "A", "C"]);
    expect(moved.keys).toEqual([file.keys[1], file.keys[0], file.keys[2]]);
    expect(moveBlock(file, 0, -1)).toBe(file);
    expect(moveBlock(file, 2, 1)).toBe(file);
  });

  it("duplicates a block right after it, without its anchor id, under a new key", () => {
    const file = page();
    const copied = duplicateBlock(file, 1);
    expect(blocksOf(copied.value)[2]).toEqual({ type: "accordion", heading: "B" });
    expect(new Set(copied.keys).size).toBe(4);
  });

  it("removes and inserts blocks, leaving the file it started from as it was", () => {
    const file = page();
    expect(headings(removeBlock(file, 0))).toEqual(["B", "C"]);
    expect(headings(insertBlock(file, 3, { type: "richText", heading: "D" }))).toEqual(["A", "B", "C", "D"]);
    expect(headings(file)).toEqual(["A", "B", "C"]);
  });

  it("changes the page's meta without touching its blocks", () => {
    const file = page();
    const changed = setTopLevel(file, { meta: { title: "New" } });
    expect(changed.value).toEqual({ meta: { title: "New" }, blocks: file.value.blocks });
  });
});
