import { routes } from "virtual:pages";
import { site } from "../shared/site.ts";
import { buildSearchIndex } from "./buildSearchIndex.ts";
import type { SearchIndex } from "./searchIndex.ts";

/** The index made in the browser from the page files, where the build's index file does not exist. */
export async function indexFromPages(): Promise<SearchIndex> {
  const pages = await Promise.all(routes.map(async (entry) => ({ route: entry.route, page: await entry.load() })));
  return buildSearchIndex(pages, site);
}
