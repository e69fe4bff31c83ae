import type { ComponentType } from "react";
import type { Block } from "../generated/page.ts";
import { blockLoaders } from "./registry.ts";
import type { BlockType } from "./types.ts";

/**
 * Block components already downloaded. A page renders only once all of its blocks are here, so the
 * first client render can equal the prerendered HTML and no section ever pops in late.
 */
const loaded = new Map<BlockType, ComponentType<Block>>();

export async function loadBlocks(blocks: readonly Block[]): Promise<void> {
  const missing = [...new Set(blocks.map((block) => block.type))].filter((type) => !loaded.has(type));
  await Promise.all(
    missing.map(async (type) => {
      // The registry is typed per block type; a lookup by a union key cannot keep that pairing,
      // so the component is widened to the union of block props it is only ever given its own of.
      const component = (await blockLoaders[type]()) as ComponentType<Block>;
      loaded.set(type, component);
    }),
  );
}

export function loadedBlock(type: BlockType): ComponentType<Block> | undefined {
  return loaded.get(type);
}
