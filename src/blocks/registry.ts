/**
 * Block type → component. Wiring only. Each block is its own chunk, so a page downloads the code of
 * the blocks it uses and no other (the contact form's validation code stays off pages without a form).
 * `satisfies BlockLoaders` makes a block type without a component, or an extra one, a type error.
 */
import type { Block } from "../generated/page.ts";
import type { BlockLoaders, BlockType } from "./types.ts";
import { searchLeftToBrowser } from "../search/searchState.ts";

export const blockLoaders = {
  hero: () => import("./hero/Hero.tsx").then((module) => module.Hero),
  cardGrid: () => import("./cardGrid/CardGrid.tsx").then((module) => module.CardGrid),
  accordion: () => import("./accordion/Accordion.tsx").then((module) => module.Accordion),
  comparisonTable: () => import("./comparisonTable/ComparisonTable.tsx").then((module) => module.ComparisonTable),
  planCards: () => import("./planCards/PlanCards.tsx").then((module) => module.PlanCards),
  contactForm: () => import("./contactForm/ContactForm.tsx").then((module) => module.ContactForm),
  contactCards: () => import("./contactCards/ContactCards.tsx").then((module) => module.ContactCards),
  richText: () => import("./richText/RichText.tsx").then((module) => module.RichText),
  breadcrumb: () => import("./breadcrumb/Breadcrumb.tsx").then((module) => module.Breadcrumb),
  searchResults: () => import("./searchResults/SearchResults.tsx").then((module) => module.SearchResults),
  callToAction: () => import("./callToAction/CallToAction.tsx").then((module) => module.CallToAction),
  keyFigures: () => import("./keyFigures/KeyFigures.tsx").then((module) => module.KeyFigures),
  articleHeader: () => import("./articleHeader/ArticleHeader.tsx").then((module) => module.ArticleHeader),
} satisfies BlockLoaders;

/**
 * Whether a block does something in the browser (state, effects, event handlers). On the page a
 * visitor arrives on, only these blocks are hydrated; every other block is plain prerendered HTML that
 * React leaves as it is (BlockList), and its code is not downloaded until a client-side navigation
 * renders it. A block that gains behaviour must say so here, or it stays inert on arrival:
 * tests/staticBlocks.test.tsx renders every other block of the examples and the site, and fails on
 * any event handler or stateful hook.
 */
export function hasBehaviour(block: Block): boolean {
  switch (block.type) {
    case "contactForm":
    case "searchResults":
      return true;
    default:
      return false;
  }
}

/**
 * Where a block type's component lives, by the project's convention (src/blocks/<type>/<Type>.tsx):
 * the prerenderer uses it to preload the chunks a page needs.
 */
export const blockModulePath = (type: BlockType) => `src/blocks/${type}/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;

/** Where a visitor arrived: the address's query string, and whether the server answered a search in the page. */
export interface Arrival {
  search: string;
  searchAnswered: boolean;
}

/**
 * Whether a block with behaviour has nothing to do on the page a visitor arrives on at `arrival`: it
 * then stays exactly as the server rendered it and its code is not fetched (a client-side navigation
 * back to the page renders it whole, like any other). The search page's block has something to do
 * only when the address asks for a search the server did not answer.
 */
export function idleOnArrival(block: Block, arrival: Arrival): boolean {
  return block.type === "searchResults" && !searchLeftToBrowser(arrival.search, arrival.searchAnswered);
}
