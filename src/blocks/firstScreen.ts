import type { Block } from "../generated/page.ts";
import { blockDefinition } from "./registry.ts";

/** Whether a block shows a picture: any block by its `image` field, and what a block declares (block.ts). */
const showsPicture = (block: Block) => ("image" in block && Boolean(block.image)) || (blockDefinition(block).showsPicture?.(block) ?? false);

/**
 * Which blocks a visitor sees before scrolling, as far as the build can tell without measuring: the
 * first block that is more than a thin line at the top (block.ts: `thinLine`) and, when that one has
 * no picture (a text-only banner leaves room), the block after it. Their pictures load at once; every other picture waits until it nears the
 * screen (`loading="lazy"`). Lazy loading a picture that is already in view would delay the page's
 * largest paint, and eager loading everything would spend a phone's bandwidth on what may never be seen.
 */
export function firstScreenBlocks(blocks: readonly Block[]): Set<number> {
  const inFirstScreen = new Set<number>();
  for (const [index, block] of blocks.entries()) {
    if (blockDefinition(block).thinLine) continue;
    inFirstScreen.add(index);
    if (showsPicture(block) || inFirstScreen.size === 2) break;
  }
  return inFirstScreen;
}
