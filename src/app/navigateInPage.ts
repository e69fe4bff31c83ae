import type { AroundNavHandler } from "wouter";
import { fetchOnce } from "./fetchOnce.ts";

/** layOutAhead.ts, fetched with the first page drawn ahead (Ahead.tsx): no first load carries it. */
export const layOutAheadCode = fetchOnce(() => import("./layOutAhead.ts"));

/**
 * Every move to another page of the site: wouter's navigate, for its links, and servedLinks.ts, for the
 * links the server rendered. Once a page has been drawn ahead, layOutAhead.ts shows it in the click
 * itself (navigateShowingAhead); until then, nothing can be, and the move is React's at once.
 */
export const navigateInPage: AroundNavHandler = (navigate, to, options) => {
  const code = layOutAheadCode.loaded();
  if (code) code.navigateShowingAhead(navigate, to, options);
  else navigate(to, options);
};
