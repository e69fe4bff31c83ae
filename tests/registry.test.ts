import { describe, expect, it } from "vitest";
import { blocks } from "../src/blocks/registry.ts";
import { blockTypes } from "../scripts/lib/schemas.ts";

describe("the block registry", () => {
  it("has exactly one component for each block type a schema declares", () => {
    expect(Object.keys(blocks).sort()).toEqual([...blockTypes().values()].sort());
    for (const component of Object.values(blocks)) expect(typeof component).toBe("function");
  });
});
