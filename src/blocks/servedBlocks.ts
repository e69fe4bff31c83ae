import type { Block, Page } from "../generated/page.ts";
import { showsFooter } from "../shared/pageParts.ts";
import { firstScreenBlocks } from "./firstScreen.ts";
import { hasBehaviour, idleOnArrival, type Arrival } from "./registry.ts";
import type { BlockType } from "./types.ts";

/** A block kept exactly as the server rendered it (it has nothing to do in the browser): only its type travels. */
export interface KeptBlock {
  type: BlockType;
  kept: true;
}

export type ServedBlock = Block | KeptBlock;

export const isKept = (block: ServedBlock): block is KeptBlock => "kept" in block;

/** Whether a page is the served data of the page a visitor arrived on, rather than a page whole. */
export const isServed = (page: ServedPageData | Page): page is ServedPageData => "firstScreen" in page;

/**
 * What hydrating the page a visitor arrives on needs, and no more, written into the page by the
 * prerenderer (servedPageData below; the browser reads it: src/app/servedPage.ts): the blocks with
 * behaviour whole, the others by type only.
 */
export interface ServedPageData {
  blocks: ServedBlock[];
  /** The blocks in the first screen, as worked out from the whole page (firstScreen.ts). */
  firstScreen: number[];
  footer: boolean;
}

const kept = (block: ServedBlock): ServedBlock => ({ type: block.type, kept: true });

/**
 * The page a visitor arrives on, as the prerenderer writes it into the page itself: the arrival costs
 * no request for the page's data, and the text and pictures nobody re-renders are not sent twice.
 */
export function servedPageData(page: Page): ServedPageData {
  return {
    blocks: page.blocks.map((block) => (hasBehaviour(block) ? block : kept(block))),
    firstScreen: [...firstScreenBlocks(page.blocks)],
    footer: showsFooter(page),
  };
}

/** The served data as the visitor's address finds it: a block with nothing to do there is kept too (registry.ts). */
export const atArrival = (data: ServedPageData, arrival: Arrival): ServedPageData => ({
  ...data,
  blocks: data.blocks.map((block) => (!isKept(block) && idleOnArrival(block, arrival) ? kept(block) : block)),
});

/** The arrival the prerenderer sees: an address without a query string, in a page no server has changed. */
export const prerenderedArrival: Arrival = { search: "", searchAnswered: false };

/** The blocks React hydrates on arrival, whose code the page needs first. */
export const hydratedBlocks = (data: ServedPageData) => data.blocks.filter((block): block is Block => !isKept(block));

/** The id of the <script type="application/json"> holding a prerendered page's ServedPageData. */
export const servedPageDataId = "served-page";
