import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { loadBlocks } from "../blocks/blockCache.ts";

/**
 * Pages ready to render, by route: their data and the code of every block they use. Filled before
 * hydration, so the first client render equals the prerendered HTML, and on navigation.
 */
const loaded = new Map<string, Page>();
const pending = new Map<string, Promise<Page>>();

export function cachedPage(entry: RouteEntry): Page | undefined {
  return loaded.get(entry.route);
}

export function loadPage(entry: RouteEntry): Promise<Page> {
  const ready = loaded.get(entry.route);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(entry.route);
  if (!promise) {
    promise = entry.load().then(
      async (page) => {
        await loadBlocks(page.blocks);
        loaded.set(entry.route, page);
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
