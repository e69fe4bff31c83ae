import type { Block } from "../generated/page.ts";
import { loadedBlock } from "./blockCache.ts";
import { FirstScreen, firstScreenBlocks } from "./firstScreen.ts";

/** Renders a page's blocks in order, each with the component its `type` names (loaded beforehand). */
export function BlockList({ items }: { items: Block[] }) {
  const firstScreen = firstScreenBlocks(items);
  return (
    <>
      {items.map((block, index) => {
        const Component = loadedBlock(block.type);
        if (!Component) {
          // Unreachable for validated pages loaded through loadPage(); fail loudly rather than drop a section.
          throw new Error(`Block type "${block.type}" (block ${index}) was rendered before its component was loaded.`);
        }
        return (
          <FirstScreen.Provider key={`${block.type}-${index}`} value={firstScreen.has(index)}>
            <Component {...block} />
          </FirstScreen.Provider>
        );
      })}
    </>
  );
}
