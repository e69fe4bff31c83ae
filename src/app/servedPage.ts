import type { Page } from "../generated/page.ts";
import { loadBlocks } from "../blocks/blockCache.ts";
import { atArrival, hydratedBlocks, servedPageData, servedPageDataId, type ServedPageData } from "../blocks/servedBlocks.ts";
import { searchStateId } from "../search/searchState.ts";
import { languageOf } from "../shared/language.ts";

/**
 * The arrival page as this visit finds it (from the page, or from its data module where the HTML
 * carries none), once the code of its blocks that hydrate here is fetched.
 */
export async function readServedPage(loadData: () => Promise<Page>): Promise<ServedPageData> {
  const text = document.getElementById(servedPageDataId)?.textContent;
  const served = text ? (JSON.parse(text) as ServedPageData) : servedPageData(await loadData());
  const data = atArrival(served, { search: location.search, searchAnswered: document.getElementById(searchStateId) !== null });
  await loadBlocks(hydratedBlocks(data), languageOf(location.pathname));
  return data;
}
