import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { loadBlocks } from "../blocks/blockCache.ts";
import { hasBehaviour } from "../blocks/registry.ts";
import { loadPageData } from "./pageCache.ts";

/**
 * The page the visitor arrived on, which the server already rendered: React hydrates it with the code
 * of its blocks that have behaviour only (registry.ts), and its other blocks stay as prerendered
 * (BlockList). Forgotten once the visitor leaves it, so coming back renders it whole like any other page.
 */
let served: { route: string; page: Page } | undefined;

/** Fetches what hydrating the arrival page needs: its data and the code of its blocks that have behaviour. */
export async function prepareServedPage(entry: RouteEntry): Promise<void> {
  const page = await loadPageData(entry);
  await loadBlocks(page.blocks.filter(hasBehaviour));
  served = { route: entry.route, page };
}

/** The arrival page's data, while `entry` is that page. */
export const servedPage = (entry: RouteEntry): Page | undefined => (served?.route === entry.route ? served.page : undefined);

export function leaveServedPage(): void {
  served = undefined;
}
