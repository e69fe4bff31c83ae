import { memo, Suspense } from "react";
import type { Block } from "../generated/page.ts";
import { KeepServedHtml } from "../ui/KeepServedHtml.tsx";
import { loadedBlock } from "./blockCache.ts";
import { firstScreenBlocks } from "./firstScreen.ts";
import { FirstScreen } from "./inFirstScreen.ts";
import { isKept, type ServedBlock } from "./servedBlocks.ts";

/**
 * One block in its own Suspense boundary, so that a kept block stays as prerendered while the rest of
 * the page hydrates. Memoised: a boundary still waiting to hydrate must not receive new props, or
 * React would give up on its server HTML and render its (empty) fallback instead.
 */
const BlockSlot = memo(function BlockSlot({ block, inFirstScreen }: { block: ServedBlock; inFirstScreen: boolean }) {
  const Component = isKept(block) ? undefined : loadedBlock(block.type);
  // Unreachable: a page renders once its blocks' code is here (app/pageCache.ts). Fail loudly rather than drop a section.
  if (!isKept(block) && !Component) throw new Error(`Block type "${block.type}" was rendered before its component was loaded.`);
  return (
    <FirstScreen.Provider value={inFirstScreen}>
      <Suspense fallback={null}>{isKept(block) || !Component ? <KeepServedHtml /> : <Component {...block} />}</Suspense>
    </FirstScreen.Provider>
  );
});

/**
 * A page's blocks in order, each drawn by the component its `type` names (loaded beforehand), or kept
 * as the server rendered it. `firstScreen`: the blocks a visitor sees before scrolling, where the page
 * holds kept blocks the rule cannot read (app/servedPage.ts); worked out from whole blocks otherwise.
 */
export function BlockList(props: { blocks: readonly Block[] } | { blocks: readonly ServedBlock[]; firstScreen: readonly number[] }) {
  const inFirstScreen = new Set("firstScreen" in props ? props.firstScreen : firstScreenBlocks(props.blocks));
  return props.blocks.map((block, index) => <BlockSlot key={`${block.type}-${index}`} block={block} inFirstScreen={inFirstScreen.has(index)} />);
}
