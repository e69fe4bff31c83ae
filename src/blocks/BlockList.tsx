import type { ComponentType } from "react";
import type { Block } from "../generated/page.ts";
import { blocks } from "./registry.ts";

/** Renders a page's blocks in order, each with the component its `type` names. */
export function BlockList({ items }: { items: Block[] }) {
  return (
    <>
      {items.map((block, index) => {
        // The registry is typed per block type; TypeScript cannot follow the pairing through a
        // lookup by a union key, so the component is widened to the union it accepts.
        const Component = blocks[block.type] as ComponentType<Block> | undefined;
        if (!Component) {
          // Unreachable for validated pages; fail loudly rather than silently drop a section.
          throw new Error(`No component for block type "${block.type}" (block ${index}).`);
        }
        return <Component key={`${block.type}-${index}`} {...block} />;
      })}
    </>
  );
}
