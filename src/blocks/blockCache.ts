import type { ComponentType } from "react";
import type { Block } from "../generated/page.ts";
import { fetchOnce } from "../shared/fetchOnce.ts";
import type { Language } from "../shared/language.ts";
import { blockWordsLoaded, loadBlockWords } from "../words/blockWords.ts";
import { blockLoaders } from "./registry.ts";
import type { BlockType } from "./types.ts";

// The registry is typed per block type; a lookup by a union key cannot keep that pairing, so each
// component is widened to the union of block props it is only ever given its own of.
type BlockCode = ReturnType<typeof fetchOnce<ComponentType<Block>>>;

/**
 * Each block type's code, fetched when a page first needs it (fetchOnce.ts), with the blocks' words in
 * the page's language. A page renders only once all of its blocks are here, so the first client render
 * can equal the prerendered HTML and no section ever pops in late.
 */
const blockCode = Object.fromEntries(
  Object.entries(blockLoaders).map(([type, fetch]) => [type, fetchOnce(fetch as () => Promise<ComponentType<Block>>)]),
) as Record<BlockType, BlockCode>;

export async function loadBlockTypes(types: readonly BlockType[], language: Language): Promise<void> {
  if (types.length === 0) return;
  await Promise.all<unknown>([...[...new Set(types)].map((type) => blockCode[type].load()), loadBlockWords(language)]);
}

export const loadBlocks = (blocks: readonly Block[], language: Language): Promise<void> => loadBlockTypes(blocks.map((block) => block.type), language);

export const loadedBlock = (type: BlockType): ComponentType<Block> | undefined => blockCode[type].loaded();

/** Whether `blocks` can be drawn at once in `language`: their code and the blocks' words are here. */
export const blocksLoaded = (blocks: readonly Block[], language: Language): boolean =>
  blocks.every((block) => loadedBlock(block.type)) && (blocks.length === 0 || blockWordsLoaded(language));
