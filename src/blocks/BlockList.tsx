import { memo, Suspense } from "react";
import type { Block } from "../generated/page.ts";
import { loadedBlock } from "./blockCache.ts";
import { FirstScreen, firstScreenBlocks } from "./firstScreen.ts";
import { isKept, type ServedBlock, type ServedPageData } from "../app/servedPage.ts";
import { KeepServedHtml } from "../app/KeepServedHtml.tsx";

interface SlotProps {
  block: ServedBlock;
  index: number;
  inFirstScreen: boolean;
}

/**
 * One block in its own Suspense boundary, so that it can stay prerendered while the rest of the page
 * hydrates. Memoised: a boundary still waiting to hydrate must not receive new props, or React
 * would give up on its server HTML and render its (empty) fallback instead.
 */
const BlockSlot = memo(function BlockSlot({ block, index, inFirstScreen }: SlotProps) {
  return (
    <FirstScreen.Provider value={inFirstScreen}>
      <Suspense fallback={null}>{isKept(block) ? <KeepServedHtml /> : <WholeBlock block={block} index={index} />}</Suspense>
    </FirstScreen.Provider>
  );
});

function WholeBlock({ block, index }: { block: Block; index: number }) {
  const Component = loadedBlock(block.type);
  if (!Component) {
    // Unreachable: loadPage() and prepareServedPage() load the code first. Fail loudly rather than drop a section.
    throw new Error(`Block type "${block.type}" (block ${index}) was rendered before its component was loaded.`);
  }
  return <Component {...block} />;
}

/**
 * Renders a page's blocks in order, each with the component its `type` names (loaded beforehand).
 * `served`: this is the page the server rendered, being hydrated (servedPage.ts); a block kept as
 * prerendered (registry.ts: it has no behaviour) keeps its HTML.
 */
export function BlockList(props: { items: Block[] } | { served: ServedPageData }) {
  const served = "served" in props;
  const items: ServedBlock[] = served ? props.served.blocks : props.items;
  const firstScreen = served ? new Set(props.served.firstScreen) : firstScreenBlocks(props.items);
  return (
    <>
      {items.map((block, index) => (
        <BlockSlot
          key={`${block.type}-${index}`}
          block={block}
          index={index}
          inFirstScreen={firstScreen.has(index)}
        />
      ))}
    </>
  );
}
