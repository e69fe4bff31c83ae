/**
 * What a block declares beside its component, in its folder's block.ts: how its code is fetched, and
 * what the page must know of it before that code is here (whether it hydrates on arrival, whether it
 * shows a picture). A block.ts imports nothing of its component, since every page loads the
 * declarations and only the pages that need a component load it.
 */
import type { ComponentType } from "react";
import type { BlockProps, BlockType } from "./types.ts";

/** Where a visitor arrived: the address's query string, and whether the server answered a search in the page. */
export interface Arrival {
  search: string;
  searchAnswered: boolean;
}

/** One block type's declaration. Only `type` and `load` are required: the rest say what sets it apart. */
export interface BlockDefinition<T extends BlockType> {
  /** The block type: the JSON `type`, the schema's name and the folder's. */
  type: T;
  /** Fetches the component, from a chunk of its own: a page downloads the code of the blocks it uses and no other. */
  load: () => Promise<ComponentType<BlockProps<T>>>;
  /**
   * The block does something in the browser (state, effects, event handlers), so it is hydrated on the
   * page a visitor arrives on. Any other block stays there as the prerendered HTML, which React leaves
   * as it is, and its code is not downloaded until a client-side navigation renders it. A block that
   * gains behaviour without saying so stays inert on arrival: tests/staticBlocks.test.tsx renders every
   * other block and fails on any event handler or stateful hook.
   */
  hydrates?: true;
  /**
   * For a block that hydrates: whether it has nothing to do on the page a visitor arrives on at
   * `arrival`. It then stays exactly as the server rendered it and its code is not fetched; a
   * client-side navigation back to the page renders it whole, like any other.
   */
  idleOnArrival?: (block: BlockProps<T>, arrival: Arrival) => boolean;
  /**
   * Whether the block shows a picture at its top by some other field than `image` (which counts for
   * every block): the first screen ends after a block with a picture (firstScreen.ts).
   */
  showsPicture?: (block: BlockProps<T>) => boolean;
  /**
   * The block is a thin line at the top of a page (a breadcrumb) and takes next to none of the first
   * screen: the first-screen rule looks past it to the blocks below (firstScreen.ts).
   */
  thinLine?: true;
}

/** Declares a block type (its block.ts): `load` must give the component of exactly this type. */
export const defineBlock = <T extends BlockType>(type: T, definition: Omit<BlockDefinition<T>, "type">): BlockDefinition<T> => ({ type, ...definition });

/** One declaration for each block type and no other: the registry's shape. */
export type BlockDefinitions = { [T in BlockType]: BlockDefinition<T> };
