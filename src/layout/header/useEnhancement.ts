import { useEffect, useRef, type RefObject } from "react";

/**
 * Changes, once React has the page, what only matters while it has not: `enhance` runs once on the
 * element after the first commit. The prerendered HTML and the first client render carry the no-script
 * version, so that CSS and the browser's own invoker commands work when JavaScript never runs.
 *
 * Straight on the element, not through state: a state change here rendered the whole header again,
 * in one task, right after hydrating (10-20 ms on this machine, a long task on a phone four times
 * slower: Total Blocking Time). React leaves the changed attributes alone from then on: their props are
 * the same in every render, and it only writes props that change.
 */
export function useEnhancement<T extends Element>(enhance: (element: T) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Once, with the first render's `enhance`: callers pass a new function every render.
  useEffect(() => {
    if (ref.current) enhance(ref.current);
  }, []);
  return ref;
}
