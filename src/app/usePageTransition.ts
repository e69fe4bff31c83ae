import { useEffect, useState } from "react";
import { isReadyToShow, prepareToShow } from "./pageReadiness.ts";

/** How long a navigation may take before the page says it is loading (a progress bar, main busy). */
export const SLOW_NAVIGATION_MS = 1000;

export interface PageTransition {
  /** The address whose page is on screen: the one asked for once it is ready, the one before until then. */
  shown: string;
  /** The page asked for has taken longer than SLOW_NAVIGATION_MS and is still on its way. */
  slow: boolean;
  /** The page asked for could not be fetched (offline, or a deploy replaced its code). */
  failed: boolean;
}

/**
 * Moves from page to page as a multi-page site would, without its blank moment: the page on screen
 * stays, and works, until the next one is here whole (its data and its blocks' code, usually already
 * fetched on the visitor's way to the link: prefetch.ts), then the next one replaces it in one render.
 * A page that is ready (prefetched, or seen before) shows in the same render as the address changes.
 */
export function usePageTransition(location: string): PageTransition {
  const ready = isReadyToShow(location);
  // An object, so that setting the same address again (the first page, once ready) still re-renders.
  const [settled, setSettled] = useState({ location });
  const [waiting, setWaiting] = useState<{ location: string; slow: boolean; failed: boolean }>();
  // The address moved to a page that needs nothing more: show it in this render, not in the next.
  if (ready && settled.location !== location) setSettled({ location });

  useEffect(() => {
    if (ready) return;
    let current = true;
    const slow = setTimeout(() => current && setWaiting({ location, slow: true, failed: false }), SLOW_NAVIGATION_MS);
    prepareToShow(location).then(
      () => current && setSettled({ location }),
      () => current && setWaiting({ location, slow: false, failed: true }),
    );
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [location, ready]);

  const state = !ready && waiting?.location === location ? waiting : undefined;
  return { shown: ready || state?.failed ? location : settled.location, slow: state?.slow ?? false, failed: state?.failed ?? false };
}
