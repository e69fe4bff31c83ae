import { routeKey } from "../shared/routes.ts";
import { footerCode } from "../layout/footerCode.ts";
import { notFoundCode } from "./notFoundCode.ts";
import { cachedPage, loadPage } from "./pageCache.ts";
import { findRoute } from "./routing.ts";
import { servedPage } from "./servedPage.ts";

/** The editors' block catalogue (`npm run dev` only): it shows its own loading state (App.tsx). */
export const isCatalogue = (location: string) => import.meta.env.DEV && routeKey(location) === "/_catalogue";

/**
 * Whether the page at `location` can be drawn at once, whole: its data and every block's code are
 * here (or it is the page the server rendered, being hydrated), or, for an address no page answers,
 * the 404 page's code and the footer's are.
 */
export function isReadyToShow(location: string): boolean {
  if (isCatalogue(location)) return true;
  const entry = findRoute(location);
  if (entry) return cachedPage(entry) !== undefined || servedPage(entry) !== undefined;
  return notFoundCode.loaded() !== undefined && footerCode.loaded() !== undefined;
}

/** Fetches what isReadyToShow needs for `location`; each part once per visit (fetchOnce.ts). */
export async function prepareToShow(location: string): Promise<void> {
  const entry = findRoute(location);
  if (entry) await loadPage(entry);
  else await Promise.all([notFoundCode.load(), footerCode.load()]);
}
