import { use, useEffect, type ReactNode } from "react";
import type { Block } from "../generated/page.ts";
import { loadBlocks } from "../blocks/blockCache.ts";
import { mainContent } from "../layout/mainContent.ts";
import { whenLeavingServedPage } from "./servedPage.ts";

/**
 * A block with behaviour below the first screen of the page a visitor arrived on, waiting to be
 * hydrated (BlockList): `ready` settles once the visitor nears it or reaches for it and its code is
 * here. `replayPress`, once React has hydrated it, presses again the button a visitor pressed while
 * it was waiting (React drops a click inside a boundary it cannot hydrate yet).
 */
export interface NearBlock {
  ready: Promise<void>;
  replayPress: () => void;
}

/** How far beyond the screen a block counts as near: one screen's height, so its code is here before it is. */
const nearMargin = "100% 0px";

/** The events that say a visitor reaches for a block before it is on screen (a tap, a Tab into it). */
const reachEvents = ["pointerdown", "focusin", "keydown"] as const;

const waiting = new Map<number, NearBlock>();

/**
 * The served block's first element. Each block sits in its own Suspense boundary directly in <main>
 * (BlockList), which the server's HTML opens with a `<!--$-->` comment: the block at `index` follows
 * the index-th of them.
 */
function servedBlockElement(index: number): Element | null {
  const openers = [...(mainContent()?.childNodes ?? [])].filter((node) => node instanceof Comment && node.data === "$");
  let node = openers[index]?.nextSibling;
  while (node && !(node instanceof Element) && !(node instanceof Comment && node.data === "/$")) node = node.nextSibling;
  return node instanceof Element ? node : null;
}

/** Runs `listener` for `types` of events inside `element`, on the window in the capture phase: React stops them at its root while the block waits. */
function listenInside(element: Element, types: readonly string[], listener: (target: Element) => void): () => void {
  const onEvent = (event: Event) => {
    if (event.target instanceof Element && element.contains(event.target)) listener(event.target);
  };
  for (const type of types) addEventListener(type, onEvent, { capture: true });
  return () => {
    for (const type of types) removeEventListener(type, onEvent, { capture: true });
  };
}

/**
 * Waits for `element` (the block's first element) to near the screen or be reached for, then for the
 * block's code. Presses are remembered as earlyClick.ts remembers those before React takes over; that
 * file stays in the boot script's own chunk, which must import nothing, so it is not shared here.
 */
function waitUntilNear(block: Block, element: Element | null): NearBlock {
  let pressed: HTMLElement | null = null;
  // Once the code is here, React hydrates the block at a press and handles the press itself.
  let loaded = false;
  const rememberPress = (target: Element) => {
    if (!loaded) pressed = target.closest("button") ?? pressed;
  };
  const stopRemembering = element ? listenInside(element, ["click"], rememberPress) : () => undefined;
  const near = new Promise<void>((resolve) => {
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), { rootMargin: nearMargin });
    const stopListening = listenInside(element, reachEvents, () => reached());
    const stop = () => {
      observer.disconnect();
      stopListening();
    };
    const reached = () => {
      stop();
      resolve();
    };
    whenLeavingServedPage(() => {
      stop();
      stopRemembering();
    });
    observer.observe(element);
  });
  return {
    // Code that cannot be fetched (offline, or a deploy replaced it) leaves the block as served.
    ready: near.then(() => loadBlocks([block])).then(
      () => void (loaded = true),
      () => new Promise<void>(() => undefined),
    ),
    replayPress: () => {
      stopRemembering();
      const button = pressed;
      pressed = null;
      if (button?.isConnected) button.click();
    },
  };
}

/** The wait of the served page's block at `index`: the same one for every render of it, until the visitor leaves the page. */
function nearServedBlock(index: number, block: Block): NearBlock {
  let entry = waiting.get(index);
  if (!entry) {
    entry = waitUntilNear(block, servedBlockElement(index));
    waiting.set(index, entry);
    whenLeavingServedPage(() => waiting.delete(index));
  }
  return entry;
}

/**
 * A served block with behaviour below the first screen (BlockList): it keeps the server's HTML
 * (suspended, as KeepServedHtml does) until the visitor nears it or reaches for it; then its code
 * arrives, React hydrates it (`children`: the block) and a press made while it waited is made again.
 * This file is fetched only by a page that has such a block.
 */
export function WhenNear({ block, index, children }: { block: Block; index: number; children: ReactNode }) {
  const near = nearServedBlock(index, block);
  use(near.ready);
  useEffect(near.replayPress, [near]);
  return children;
}
