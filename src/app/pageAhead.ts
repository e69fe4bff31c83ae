import { useSyncExternalStore } from "react";

/**
 * The page the visitor is reaching for (a link hovered, focused or pressed: prefetch.ts), once its data
 * and code are here. App.tsx draws it ahead, hidden, so that the click only has to reveal it.
 */
let ahead: string | undefined;
const listeners = new Set<() => void>();

/** Says the visitor is reaching for the page at `address`, which is ready to show. */
export function reachFor(address: string): void {
  if (address === ahead) return;
  ahead = address;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The address of the page the visitor is reaching for; undefined on the server and until a reach. */
export const usePageAhead = (): string | undefined => useSyncExternalStore(subscribe, () => ahead, () => undefined);
