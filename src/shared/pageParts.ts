import type { Block, Page } from "../generated/page.ts";

/** Whether the page shows the site's footer: every page does unless its file turns it off. */
export const showsFooter = (page: Page): boolean => page.layout?.footer !== false;

/** The block types a page uses, each once, in order of first use: the code it needs besides the footer's. */
export const blockTypesOf = (page: Page): Block["type"][] => [...new Set(page.blocks.map((block) => block.type))];
