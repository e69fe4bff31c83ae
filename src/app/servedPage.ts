import type { Block, Page } from "../generated/page.ts";
import { loadBlocks } from "../blocks/blockCache.ts";
import { firstScreenBlocks } from "../blocks/firstScreen.ts";
import { hasBehaviour, idleOnArrival, type Arrival } from "../blocks/registry.ts";
import { isKept, type ServedBlock, type ServedPageData } from "../blocks/servedBlocks.ts";
import { searchStateId } from "../search/searchState.ts";
import { showsFooter } from "../shared/pageParts.ts";

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

/**
 * The arrival page as this visit finds it (from the page, or from its data module where the HTML
 * carries none), once the code of its blocks that hydrate here is fetched.
 */
export async function readServedPage(loadData: () => Promise<Page>): Promise<ServedPageData> {
  const text = document.getElementById(servedPageDataId)?.textContent;
  const served = text ? (JSON.parse(text) as ServedPageData) : servedPageData(await loadData());
  const data = atArrival(served, { search: location.search, searchAnswered: document.getElementById(searchStateId) !== null });
  await loadBlocks(hydratedBlocks(data));
  return data;
}
