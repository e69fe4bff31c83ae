import { lazy, memo, Suspense } from "react";
import type { Block } from "../generated/page.ts";
import { loadedBlock } from "./blockCache.ts";
import { FirstScreen, firstScreenBlocks } from "./firstScreen.ts";
import { isKept, waitsUntilNear, type ServedBlock, type ServedPageData } from "../app/servedPage.ts";
import { KeepServedHtml } from "../app/KeepServedHtml.tsx";

interface SlotProps {
  block: ServedBlock;
  index: number;
  inFirstScreen: boolean;
  /** On the page the server rendered: a block with behaviour that waits until the visitor nears it. */
  waits: boolean;
}

/**
 * One block in its own Suspense boundary, so that it can stay prerendered while the rest of the page
 * hydrates. Memoised: a boundary still waiting to hydrate must not receive new props, or React
 * would give up on its server HTML and render its (empty) fallback instead.
 */
const BlockSlot = memo(function BlockSlot({ block, index, inFirstScreen, waits }: SlotProps) {
  return (
    <FirstScreen.Provider value={inFirstScreen}>
      <Suspense fallback={null}>{slotContent(block, index, waits)}</Suspense>
    </FirstScreen.Provider>
  );
});

function slotContent(block: ServedBlock, index: number, waits: boolean) {
  if (isKept(block)) return <KeepServedHtml />;
  const whole = <WholeBlock block={block} index={index} />;
  return waits ? (
    <WhenNear block={block} index={index}>
      {whole}
    </WhenNear>
  ) : (
    whole
  );
}

// Only a page with a block that waits until the visitor nears it fetches this.
const WhenNear = lazy(() => import("../app/WhenNear.tsx").then((module) => ({ default: module.WhenNear })));

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
 * prerendered (registry.ts: it has no behaviour) keeps its HTML, and one that may wait is hydrated
 * when the visitor nears it.
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
          waits={served && waitsUntilNear(props.served, index)}
        />
      ))}
    </>
  );
}
