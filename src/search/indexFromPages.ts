import { routes } from "virtual:pages";
import { siteIn } from "../shared/site.ts";
import { languageOf } from "../shared/language.ts";
import { buildSearchIndex } from "./buildSearchIndex.ts";
import type { SearchIndex } from "./searchIndex.ts";

/** The index of the document's language made in the browser from the page files, where the build's index file does not exist. */
export async function indexFromPages(): Promise<SearchIndex> {
  const language = languageOf(location.pathname);
  const inLanguage = routes.filter((entry) => languageOf(entry.route) === language);
  const pages = await Promise.all(inLanguage.map(async (entry) => ({ route: entry.route, page: await entry.load() })));
  return buildSearchIndex(pages, siteIn(language));
}
