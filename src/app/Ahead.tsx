import { Activity, useLayoutEffect, useState, type ReactNode } from "react";
import { mainContent } from "../ui/mainContent.ts";
import { layOutAheadCode } from "./navigateInPage.ts";

interface Props {
  /** Drawn ahead, out of sight, for the page the visitor reaches for (pageAhead.ts). */
  hidden: boolean;
  /** The route of the page it holds as <main>'s content, laid out while hidden (layOutAhead.ts). */
  route?: string;
  children: ReactNode;
}

/**
 * Whether React has taken the served page over (hydrate.tsx says so once hydrating is done). A flag
 * read as each Ahead first renders rather than a store: a store that answers differently while
 * hydrating makes React render again, at once, in the task that runs hydration's effects.
 */
let takenOver = false;

/** Called once React has hydrated the served page (or rendered a page that was not served). */
export function markTakenOver(): void {
  takenOver = true;
}

/**
 * Part of the site that the browser may draw before it is needed, hidden, so that showing it only
 * reveals what was drawn (React's Activity): the page behind a link the visitor reaches for, and the
 * footer under it. Give it a key that names what it holds, the same hidden and shown, so that React
 * keeps the drawn tree when it moves from one to the other. What the server rendered (on the server,
 * and while the browser hydrates it) keeps the server's tree, which has no Activity, for as long as
 * it stays on screen: rendered on the server too, an Activity writes <!--&--> markers around the page,
 * and hydrating through them broke the footer, the home page and the moves between pages (20 browser
 * tests failed when tried).
 */
export function Ahead({ hidden, route, children }: Props) {
  // True on the server and in the render that hydrates its HTML; false for what is drawn after.
  const [asServed] = useState(() => !takenOver);
  // A layout effect: the click's commit moves the sections into place before focus() lays the page out.
  useLayoutEffect(() => {
    if (route === undefined || !hidden || asServed) return;
    let putInPlace: (() => void) | undefined;
    let gone = false;
    // Once its code is here (in a moment, but for the first page drawn ahead): React inserts the page later anyway.
    layOutAheadCode.load().then(({ layOutAhead }) => {
      const main = mainContent();
      if (!gone && main) putInPlace = layOutAhead(main, route);
    }, () => undefined);
    return () => {
      gone = true;
      putInPlace?.();
    };
  }, [route, hidden, asServed]);
  if (asServed) return hidden ? null : children;
  return <Activity mode={hidden ? "hidden" : "visible"}>{children}</Activity>;
}
