import { createContext, useContext } from "react";
import type { Block } from "../generated/page.ts";

const showsPicture = (block: Block) =>
  ("image" in block && Boolean(block.image)) || (block.type === "cardGrid" && block.cards.some((card) => card.image));

/**
 * Which blocks a visitor sees before scrolling, as far as the build can tell without measuring: the
 * first block after the breadcrumb and, when that one has no picture (a text-only banner leaves room),
 * the block after it. Their pictures load at once; every other picture waits until it nears the
 * screen (`loading="lazy"`). Lazy loading a picture that is already in view would delay the page's
 * largest paint, and eager loading everything would spend a phone's bandwidth on what may never be seen.
 */
export function firstScreenBlocks(blocks: readonly Block[]): Set<number> {
  const inFirstScreen = new Set<number>();
  for (const [index, block] of blocks.entries()) {
    if (block.type === "breadcrumb") continue;
    inFirstScreen.add(index);
    if (showsPicture(block) || inFirstScreen.size === 2) break;
  }
  return inFirstScreen;
}

/** Whether the block rendering here is in the first screen (BlockList provides it). */
export const FirstScreen = createContext(false);

export const useInFirstScreen = () => useContext(FirstScreen);

/**
 * The <img> loading attributes for a picture in or out of the first screen. A first-screen picture is
 * also marked `data-first-screen`: the boot script waits until each one in view is painted before it
 * fetches React (src/firstPicturesPainted.ts), so that React's download never delays the largest paint.
 */
export const pictureLoading = (eager: boolean) =>
  eager ? ({ loading: "eager", decoding: "async", "data-first-screen": "" } as const) : ({ loading: "lazy", decoding: "async" } as const);
