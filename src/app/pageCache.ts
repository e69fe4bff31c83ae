import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { loadBlocks, loadBlockTypes, loadedBlock } from "../blocks/blockCache.ts";
import { footerCode } from "../layout/footerCode.ts";
import { showsFooter } from "../shared/pageParts.ts";
import { fetchOnce } from "./fetchOnce.ts";

/** Each route's page data, fetched once per visit (fetchOnce.ts). */
const pageData = new Map<string, ReturnType<typeof fetchOnce<Page>>>();

/** A page's data (its meta and blocks), without the code of its blocks. */
export function loadPageData(entry: RouteEntry): Promise<Page> {
  let data = pageData.get(entry.route);
  if (!data) pageData.set(entry.route, (data = fetchOnce(entry.load)));
  return data.load();
}

/**
 * A page ready to render whole: its data and the code of every block it uses (and of the footer, if
 * it shows one) are here, so a client render shows every section at once (none pops in late), and
 * prerendering renders the whole page.
 */
export function cachedPage(entry: RouteEntry): Page | undefined {
  const page = pageData.get(entry.route)?.loaded();
  const ready = page && page.blocks.every((block) => loadedBlock(block.type)) && (!showsFooter(page) || footerCode.loaded());
  return ready ? page : undefined;
}

/**
 * Fetches what cachedPage needs: the page's data and, side by side with it, the code of the blocks and
 * footer its route entry names (one round trip, where waiting for the data to name them made two).
 * Then whatever the data needs beyond that, which is nothing unless the route table is stale.
 */
export async function loadPage(entry: RouteEntry): Promise<Page> {
  const [page] = await Promise.all([loadPageData(entry), loadBlockTypes(entry.blocks), entry.footer !== false && footerCode.load()]);
  await Promise.all([loadBlocks(page.blocks), showsFooter(page) && footerCode.load()]);
  return page;
}
