import type { Block } from "../generated/page.ts";
import { loadedBlock } from "./blockCache.ts";

/** Renders a page's blocks in order, each with the component its `type` names (loaded beforehand). */
export function BlockList({ items }: { items: Block[] }) {
  return (
    <>
      {items.map((block, index) => {
        const Component = loadedBlock(block.type);
        if (!Component) {
          // Unreachable for validated pages loaded through loadPage(); fail loudly rather than drop a section.
          throw new Error(`Block type "${block.type}" (block ${index}) was rendered before its component was loaded.`);
        }
        return <Component key={`${block.type}-${index}`} {...block} />;
      })}
    </>
  );
}
