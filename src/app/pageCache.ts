import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { loadBlocks, loadedBlock } from "../blocks/blockCache.ts";
import { footerCode } from "../layout/footerCode.ts";

/** Whether the page shows the site's footer: every page does unless its file turns it off. */
export const showsFooter = (page: Page): boolean => page.layout?.footer !== false;

/** Page data already fetched, by route; a page's data is fetched once per visit. */
const fetched = new Map<string, Page>();
const pending = new Map<string, Promise<Page>>();

/** A page's data (its meta and blocks), without the code of its blocks. */
export function loadPageData(entry: RouteEntry): Promise<Page> {
  const ready = fetched.get(entry.route);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(entry.route);
  if (!promise) {
    promise = entry.load().then(
      (page) => {
        fetched.set(entry.route, page);
        pending.delete(entry.route);
        return page;
      },
      (error: unknown) => {
        pending.delete(entry.route);
        throw error;
      },
    );
    pending.set(entry.route, promise);
  }
  return promise;
}

/**
 * A page ready to render whole: its data and the code of every block it uses (and of the footer, if
 * it shows one) are here, so a client render shows every section at once (none pops in late), and
 * prerendering renders the whole page.
 */
export function cachedPage(entry: RouteEntry): Page | undefined {
  const page = fetched.get(entry.route);
  const ready = page && page.blocks.every((block) => loadedBlock(block.type)) && (!showsFooter(page) || footerCode.loaded());
  return ready ? page : undefined;
}

/** Fetches what cachedPage needs: the page's data, then the code of its blocks and footer. */
export async function loadPage(entry: RouteEntry): Promise<Page> {
  const page = await loadPageData(entry);
  await Promise.all([loadBlocks(page.blocks), showsFooter(page) && footerCode.load()]);
  return page;
}
