import type { RouteEntry } from "virtual:pages";
import type { Block, Page } from "../generated/page.ts";
import type { BlockType } from "../blocks/types.ts";
import { loadBlocks } from "../blocks/blockCache.ts";
import { firstScreenBlocks } from "../blocks/firstScreen.ts";
import { hasBehaviour, idleOnArrival, type Arrival } from "../blocks/registry.ts";
import { searchStateId } from "../search/searchState.ts";
import { loadPageData } from "./pageCache.ts";
import { showsFooter } from "../shared/pageParts.ts";

/** A block the page keeps exactly as prerendered (it has no behaviour): only its type travels. */
export interface KeptBlock {
  type: BlockType;
  kept: true;
}

export type ServedBlock = Block | KeptBlock;

export const isKept = (block: ServedBlock): block is KeptBlock => "kept" in block;

/** The blocks React hydrates on arrival, whose code the page needs before it can: those with behaviour. */
export const hydratedBlocks = (data: ServedPageData): Block[] => data.blocks.filter((block): block is Block => !isKept(block));

/**
 * What hydrating the page the visitor arrived on needs, and no more: the blocks that have behaviour
 * (registry.ts) whole, the others by their type only, since they stay as the server rendered them
 * (BlockList). The prerenderer writes it into the page itself, so the arrival costs no request for
 * the page's data, and the data of text, pictures and cards nobody will re-render is never sent twice.
 */
export interface ServedPageData {
  blocks: ServedBlock[];
  /** The blocks in the first screen, as worked out from the whole page (firstScreen.ts). */
  firstScreen: number[];
  footer: boolean;
}

export function servedPageData(page: Page): ServedPageData {
  return {
    blocks: page.blocks.map((block) => (hasBehaviour(block) ? block : { type: block.type, kept: true })),
    firstScreen: [...firstScreenBlocks(page.blocks)],
    footer: showsFooter(page),
  };
}

/**
 * The served data as the visitor's address finds it: a block with behaviour that has nothing to do
 * there (registry.ts: idleOnArrival) is kept as served too, and its code is not fetched.
 */
export function atArrival(data: ServedPageData, arrival: Arrival): ServedPageData {
  const keepIdle = (block: ServedBlock): ServedBlock => (!isKept(block) && idleOnArrival(block, arrival) ? { type: block.type, kept: true } : block);
  return { ...data, blocks: data.blocks.map(keepIdle) };
}

/** The arrival the prerenderer sees: an address without a query string, in a page no server has changed. */
export const prerenderedArrival: Arrival = { search: "", searchAnswered: false };

const browserArrival = (): Arrival => ({ search: window.location.search, searchAnswered: document.getElementById(searchStateId) !== null });

/** The id of the <script type="application/json"> holding a prerendered page's ServedPageData. */
export const servedPageDataId = "served-page";

function readServedPageData(): ServedPageData | undefined {
  const text = document.getElementById(servedPageDataId)?.textContent;
  return text ? (JSON.parse(text) as ServedPageData) : undefined;
}

/** The arrival page, until the visitor leaves it; coming back renders it whole like any other page. */
let served: { route: string; data: ServedPageData } | undefined;

/**
 * Gets what hydrating the arrival page needs: its served data (from the page, or worked out from the
 * page's data chunk where the HTML carries none) and the code of its blocks that have behaviour and
 * something to do at this address.
 */
export async function prepareServedPage(entry: RouteEntry): Promise<void> {
  const data = atArrival(readServedPageData() ?? servedPageData(await loadPageData(entry)), browserArrival());
  await loadBlocks(hydratedBlocks(data));
  served = { route: entry.route, data };
}

/** The arrival page's served data, while `entry` is that page. */
export const servedPage = (entry: RouteEntry): ServedPageData | undefined => (served?.route === entry.route ? served.data : undefined);

/** Forgets the arrival page once the visitor has left it: coming back renders it whole. */
export function leaveServedPage(): void {
  served = undefined;
}
