import { routes as table, type RouteEntry } from "virtual:pages";
import { routeKey } from "../shared/routes.ts";
import { languageOf, otherLanguage, twinAddress } from "../shared/language.ts";

/** The route table, each entry with its twin: the table names one only where it is not the same address in the other language. */
const routes: RouteEntry[] = table.map((entry) => (entry.twin ? entry : { ...entry, twin: twinAddress(entry.route, otherLanguage(languageOf(entry.route))) }));

/** Every address a page answers to: its own route first, then its aliases. */
export const addressesOf = (entry: RouteEntry) => [entry.route, ...entry.aliases];

// One lookup per render whatever the site's size: matching each address against every route made
// prerendering grow with the square of the page count (npm run bench:scale).
const byAddress = new Map(routes.flatMap((entry) => addressesOf(entry).map((address) => [routeKey(address), entry] as const)));

/**
 * The page for an address, or undefined for the 404 page. Letter case and a trailing slash never
 * matter, as the spec's route table asks (routeKey, shared with the validator and the server).
 */
export function findRoute(path: string): RouteEntry | undefined {
  return byAddress.get(routeKey(path));
}

export { routes };
