/**
 * Block type → its declaration (src/blocks/<type>/block.ts). Wiring only: what a block is and does is
 * declared in its own folder. `satisfies BlockDefinitions` makes a block type without a declaration, or
 * an extra one, a type error.
 */
import type { Block } from "../generated/page.ts";
import type { Arrival, BlockDefinition, BlockDefinitions } from "./blockDefinition.ts";
import type { BlockLoaders, BlockType } from "./types.ts";
import { accordion } from "./accordion/block.ts";
import { articleHeader } from "./articleHeader/block.ts";
import { breadcrumb } from "./breadcrumb/block.ts";
import { callToAction } from "./callToAction/block.ts";
import { cardGrid } from "./cardGrid/block.ts";
import { comparisonTable } from "./comparisonTable/block.ts";
import { contactCards } from "./contactCards/block.ts";
import { contactForm } from "./contactForm/block.ts";
import { hero } from "./hero/block.ts";
import { keyFigures } from "./keyFigures/block.ts";
import { planCards } from "./planCards/block.ts";
import { richText } from "./richText/block.ts";
import { searchResults } from "./searchResults/block.ts";

export type { Arrival } from "./blockDefinition.ts";

export const blocks = {
  accordion,
  articleHeader,
  breadcrumb,
  callToAction,
  cardGrid,
  comparisonTable,
  contactCards,
  contactForm,
  hero,
  keyFigures,
  planCards,
  richText,
  searchResults,
} satisfies BlockDefinitions;

/**
 * The declaration of a block's type. A lookup by the union of types cannot keep each type paired with
 * its props, so the declaration is widened to take any block; it is only ever given its own.
 */
export const blockDefinition = (block: Block) => blocks[block.type] as BlockDefinition<BlockType>;

/** Each block type's component loader (block.ts: `load`). */
export const blockLoaders = Object.fromEntries(Object.values(blocks).map((block) => [block.type, block.load])) as BlockLoaders;

/** Whether a block is hydrated on the page a visitor arrives on (block.ts: `hydrates`). */
export const hasBehaviour = (block: Block): boolean => blockDefinition(block).hydrates === true;

/** Whether a block that hydrates has nothing to do at the visitor's arrival (block.ts: `idleOnArrival`). */
export const idleOnArrival = (block: Block, arrival: Arrival): boolean => blockDefinition(block).idleOnArrival?.(block, arrival) ?? false;

/**
 * The folder of a block type, from the project's root: a block is its folder, whatever its files are
 * called. The prerenderer finds a block's chunk in the build's manifest by it.
 */
export const blockFolder = (type: BlockType) => `src/blocks/${type}/`;
