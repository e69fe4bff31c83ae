import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import type { ServedPageData } from "../blocks/servedBlocks.ts";
import { afterPaint } from "../ui/afterPaint.ts";
import { notFoundCode } from "../layout/notFoundCode.ts";
import { languageOf } from "../shared/language.ts";
import { cachedPage, loadPage } from "./pageCache.ts";
import { findRoute } from "./routing.ts";

/**
 * The navigation's state, all of it: the page the visitor arrived on (kept as the server rendered it
 * until they leave it), the page they reach for (drawn ahead by App.tsx, out of sight), and the page
 * shown, which changes once the page asked for is ready (its data and code fetched: pageCache.ts).
 */
let arrival: { route: string; page: ServedPageData } | undefined;
let reachedFor: string | undefined;
const listeners = new Set<() => void>();

/** The page the visitor arrived on, set before React renders it (hydrate.tsx) and forgotten once they leave it (PageFrame). */
export const arriveOn = (route: string, page: ServedPageData) => void (arrival = { route, page });
export const leaveArrival = () => void (arrival = undefined);
export const arrivalPage = (entry: RouteEntry) => (arrival?.route === entry.route ? arrival.page : undefined);

/** Says the visitor reaches for the page at `route`, which is ready: App.tsx draws it ahead. */
export function reachFor(route: string): void {
  if (route === reachedFor) return;
  reachedFor = route;
  for (const listener of listeners) listener();
}

/** The route of the page the visitor reaches for; undefined on the server and until they do. */
const useReachedFor = () =>
  useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => reachedFor,
    () => undefined,
  );

/** A route's page as it can be drawn now: the arrival page as served until the visitor leaves it, any other whole once fetched. */
export const pageOf = (entry: RouteEntry): ServedPageData | Page | undefined => arrivalPage(entry) ?? cachedPage(entry);

/** Whether the page at `location` can be drawn at once: or, for an address no page answers, the 404 page (its code and words). */
export function isReadyToShow(location: string): boolean {
  const entry = findRoute(location);
  return entry ? pageOf(entry) !== undefined : notFoundCode(languageOf(location)).loaded() !== undefined;
}

/** Fetches what isReadyToShow needs for `location`, once per visit. */
export async function prepareToShow(location: string): Promise<void> {
  const entry = findRoute(location);
  await (entry ? loadPage(entry) : notFoundCode(languageOf(location)).load());
}

/** How long a move may take before the page says it is loading (a progress bar, <main> busy). */
export const SLOW_NAVIGATION_MS = 1000;

/** How a page stands in <main>: on screen, drawn ahead, or just left (hidden until the new one is painted). */
export type FrameState = "shown" | "ahead" | "left";

/**
 * The pages in <main>. The one shown: the address asked for as soon as its page is ready (in the same
 * render when it already is), the one before until then, as a multi-page site without its blank
 * moment; `slow` once the wait passes SLOW_NAVIGATION_MS, `failed` when it could not be fetched. The
 * one the visitor reaches for, drawn ahead. And until the page shown is painted (`painting`), the page
 * left, hidden: removing it is no work for the click.
 */
export function useNavigation(location: string) {
  const ready = isReadyToShow(location);
  // An object, so that setting the same address again (a first page the server did not render) re-renders.
  const [settled, setSettled] = useState({ location });
  const [waiting, setWaiting] = useState<{ location: string; failed: boolean }>();
  if (ready && settled.location !== location) setSettled({ location });
  useEffect(() => {
    if (ready) return;
    let current = true;
    const slow = setTimeout(() => current && setWaiting({ location, failed: false }), SLOW_NAVIGATION_MS);
    prepareToShow(location).then(
      () => current && setSettled({ location }),
      // A move that failed is no longer slow: the message stays until the visitor moves on.
      () => current && (clearTimeout(slow), setWaiting({ location, failed: true })),
    );
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [location, ready]);
  const wait = !ready && waiting?.location === location ? waiting : undefined;
  const shown = wait?.failed ? location : settled.location;
  const entry = wait?.failed ? undefined : findRoute(shown);

  const page = entry && pageOf(entry);
  // The route whose frame is shown: none while its page is still on its way (PageLoading).
  const drawn = page ? entry : undefined;
  const [moved, setMoved] = useState<{ drawn?: RouteEntry; left?: RouteEntry }>({ drawn });
  if (moved.drawn !== drawn) setMoved({ drawn, left: moved.drawn });
  const painting = moved.left !== undefined;
  useEffect(() => (painting ? afterPaint(() => startTransition(() => setMoved({ drawn }))) : undefined), [painting, drawn]);

  const reached = useReachedFor();
  const ahead = reached !== undefined && isReadyToShow(reached) ? findRoute(reached) : undefined;
  const drawnAhead = ahead !== entry && ahead && !arrivalPage(ahead) ? ahead : undefined;
  // One keyed list, so that a page drawn ahead (or just left) is the one shown once its address is.
  const frames: [RouteEntry | undefined, FrameState][] = [
    [moved.left !== drawn && moved.left !== drawnAhead ? moved.left : undefined, "left"],
    [drawn, "shown"],
    [drawnAhead, "ahead"],
  ];
  return { shown, entry, page, frames, painting, slow: wait?.failed === false, failed: wait?.failed === true };
}
