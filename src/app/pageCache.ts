import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { blocksLoaded, loadBlocks, loadBlockTypes } from "../blocks/blockCache.ts";
import { languageOf } from "../shared/language.ts";
import { fetchOnce } from "../shared/fetchOnce.ts";

/** Each route's page data, fetched once per visit. */
const pageData = new Map<string, ReturnType<typeof fetchOnce<Page>>>();

/** A page's data (its meta and blocks), without the code of its blocks. */
export function loadPageData(entry: RouteEntry): Promise<Page> {
  let data = pageData.get(entry.route);
  if (!data) pageData.set(entry.route, (data = fetchOnce(entry.load)));
  return data.load();
}

/** A page ready to render whole: its data and the code of every block it uses are here, so no section pops in late. */
export function cachedPage(entry: RouteEntry): Page | undefined {
  const page = pageData.get(entry.route)?.loaded();
  return page && blocksLoaded(page.blocks, languageOf(entry.route)) ? page : undefined;
}

/**
 * Fetches what cachedPage needs: the data and, side by side with it, the code of the blocks its route
 * entry names (one round trip, not two), then whatever the data needs beyond that (a stale route table).
 */
export async function loadPage(entry: RouteEntry): Promise<Page> {
  const language = languageOf(entry.route);
  const [page] = await Promise.all([loadPageData(entry), loadBlockTypes(entry.blocks, language)]);
  await loadBlocks(page.blocks, language);
  return page;
}
