import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockLoaders, blockModulePath } from "../src/blocks/registry.ts";
import type { BlockType } from "../src/blocks/types.ts";
import { blockTypes } from "../scripts/lib/schemas.ts";
import { root } from "../scripts/lib/paths.ts";

describe("the block registry", () => {
  it("has exactly one component for each block type a schema declares", async () => {
    expect(Object.keys(blockLoaders).sort()).toEqual([...blockTypes().values()].sort());
    for (const load of Object.values(blockLoaders)) expect(typeof (await load())).toBe("function");
  });

  it("finds each block's component where the convention says, for preloading", () => {
    for (const type of Object.keys(blockLoaders) as BlockType[]) expect(existsSync(join(root, blockModulePath(type))), type).toBe(true);
  });
});
