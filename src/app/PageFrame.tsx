import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import type { CSSObject } from "@emotion/react";
import type { RouteEntry } from "virtual:pages";
import { BlockList } from "../blocks/BlockList.tsx";
import { PageOfBlock } from "../blocks/shared/pageAddress.ts";
import { revealLists } from "../ui/revealChildren.ts";
import { afterPaint } from "../ui/afterPaint.ts";
import { drawnWhenNear } from "../ui/drawnWhenNear.ts";
import { isServed } from "../blocks/servedBlocks.ts";
import { leaveArrival, pageOf, type FrameState } from "./navigation.ts";
import { findRoute } from "./routing.ts";
import { useDocumentHead } from "../seo/useDocumentHead.ts";

/**
 * A page drawn ahead: laid out by the browser as it will be shown (the width of <main>, which spans the
 * window) but out of sight, fixed far above the window. Fixed, it adds nothing to the page's height;
 * hidden, it takes no press or focus and is not read out; far above, its lazy pictures wait.
 */
const drawnAhead: CSSProperties = { position: "fixed", top: -100000, insetInline: 0, visibility: "hidden" };

/**
 * A page just left: hidden from sight, presses, focus and screen readers as by `display: none`, but
 * its boxes kept until it is removed after the paint, so the click does not take them apart.
 */
const left: CSSProperties = { contentVisibility: "hidden" };

const frameStyles: Record<FrameState, CSSProperties | undefined> = { shown: undefined, ahead: drawnAhead, left };

/**
 * Shown or drawn ahead, a frame is a formatting context of its own: its content is laid out the same
 * in both places, so the browser keeps the layout it made ahead when the click brings the frame into
 * <main>'s flow, instead of laying the page out again.
 */
const ownLayout: CSSObject = { display: "flow-root" };

/**
 * While a page waits drawn ahead, and until it is painted once shown (`painting`: navigation.ts), its
 * sections past the second are styled, laid out and painted only as they near the screen: the click
 * works out its first screen alone. Only then: kept for good, a change of colours would reach skipped
 * sections late.
 */
const firstScreenFirst: CSSObject = { "& > * + * + *": drawnWhenNear(600) };

/**
 * A route's page in <main>: shown, or drawn ahead while the visitor reaches for its link, so that the
 * click that shows it is one change of this frame's style, with nothing left to render or lay out.
 * What it shows is fixed when it mounts (App.tsx keys it by route): the arrival page as the server
 * rendered it until the visitor leaves it, any other page whole.
 */
export function PageFrame({ entry, state, painting }: { entry: RouteEntry; state: FrameState; painting: boolean }) {
  const shown = state === "shown";
  const [page] = useState(() => pageOf(entry));
  // Unreachable: a page is drawn once isReadyToShow() says so. Fail loudly rather than show nothing.
  if (!page) throw new Error(`The page ${entry.route} was drawn before it was ready.`);
  const served = isServed(page);
  const frame = useRef<HTMLDivElement>(null);
  const pageOfBlock = useMemo(() => ({ path: entry.route, isAt: (address: string) => findRoute(address) === entry }), [entry]);
  // The server wrote the head of the page the visitor arrived on.
  useDocumentHead(shown && !served ? ({ pageHead }) => pageHead(entry, page) : undefined, entry.route);
  // After the paint: the reveal hides only what is below the fold, so the first frame needs none of it.
  useEffect(() => {
    if (!shown) return;
    let stop = () => {};
    const cancel = afterPaint(() => (stop = revealLists(frame.current!)));
    return () => (cancel(), stop());
  }, [shown]);
  useEffect(() => (served ? leaveArrival : undefined), [served]);
  return (
    <div ref={frame} css={state === "ahead" || (shown && painting) ? [ownLayout, firstScreenFirst] : ownLayout} style={frameStyles[state]}>
      <PageOfBlock value={pageOfBlock}>{served ? <BlockList blocks={page.blocks} firstScreen={page.firstScreen} /> : <BlockList blocks={page.blocks} />}</PageOfBlock>
    </div>
  );
}
