import { use } from "react";

/** Never settles: see KeepServedHtml. */
const never = new Promise<never>(() => undefined);

/**
 * Stands in, inside a Suspense boundary, for a part of the page the server rendered whose code this
 * visit has not downloaded (a block without behaviour, the footer, the off-canvas panel). It suspends
 * for good while hydrating, and React leaves a suspended boundary's server HTML as it is: the part stays
 * exactly as prerendered, and none of its code is ever fetched for it. The boundary must not get new
 * props or context while it waits, or React would give up on the server HTML and show the fallback
 * instead. React stops a press, a key or a pointer move in it at its root, so a listener of the
 * document or the window that must hear them listens in the capture phase (app/links.ts, keepTabInDialogs.ts).
 */
export function KeepServedHtml(): null {
  use(never);
  return null;
}
