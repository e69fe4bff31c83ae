import { useEffect } from "react";

/**
 * Rendered beside a popup whose code loads on demand, inside the same Suspense boundary, so React
 * commits both together: `then` runs when the popup is really on screen, not while its code is still
 * on the way (a button's aria-expanded waits for it).
 */
export function WhenShown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
