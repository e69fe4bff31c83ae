import type { Block } from "../generated/page.ts";
import type { BlockType } from "./types.ts";

/** A block kept exactly as the server rendered it (it has nothing to do in the browser): only its type travels. */
export interface KeptBlock {
  type: BlockType;
  kept: true;
}

export type ServedBlock = Block | KeptBlock;

export const isKept = (block: ServedBlock): block is KeptBlock => "kept" in block;

/**
 * What hydrating the page a visitor arrives on needs, and no more, written into the page by the
 * prerenderer (src/app/servedPage.ts): the blocks with behaviour whole, the others by type only.
 */
export interface ServedPageData {
  blocks: ServedBlock[];
  /** The blocks in the first screen, as worked out from the whole page (firstScreen.ts). */
  firstScreen: number[];
  footer: boolean;
}
