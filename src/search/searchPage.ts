import type { Page } from "../generated/page.ts";
import { twinAddress, type Language } from "../shared/language.ts";

/**
 * The block that shows search results: a page holding it is not itself a search result. Kept apart
 * from the index code, because every page's head asks this (src/seo/pageHead.ts) and the search
 * engine itself should load only with the search popup or page.
 */
export const searchResultsBlock = "searchResults";

export const isSearchPage = (page: Page) => page.blocks.some((block) => block.type === searchResultsBlock);

/** The search page's address in `language` (`/search`, `/ar/search`): where the search forms go and the server answers. */
export const searchAddressIn = (language: Language) => twinAddress("/search", language);
