import type { ComponentType } from "react";
import type { Block } from "../generated/page.ts";

/** Every block type a page may use: the `type` values of the schemas under schemas/blocks/. */
export type BlockType = Block["type"];

/** The props of one block type: exactly the block's JSON object, as the schema describes it. */
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>;

/** A loader of one component for each block type, and no others (registry.ts: `blockLoaders`). */
export type BlockLoaders = { [T in BlockType]: () => Promise<ComponentType<BlockProps<T>>> };
