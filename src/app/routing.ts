import { routes as table, type RouteEntry } from "virtual:pages";
import { routeKey } from "../shared/routes.ts";
import { addressInOtherLanguage } from "../shared/language.ts";

/** Each entry with its twin: a route table names one only where it is not the same address in the other language. */
export const withTwins = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.map((entry) => (entry.twin ? entry : { ...entry, twin: addressInOtherLanguage(entry.route) }));

/** The site's route table, each entry with its twin. */
const routes = withTwins(table);

/** Every address a page answers to: its own route first, then its aliases. */
export const addressesOf = (entry: RouteEntry) => [entry.route, ...entry.aliases];

/**
 * Finds the page for an address among `entries`, or undefined for the 404 page. Letter case and a
 * trailing slash never matter, as the spec's route table asks (routeKey, shared with the validator and
 * the server). One lookup per render whatever the site's size: matching each address against every
 * route made prerendering grow with the square of the page count (npm run bench:scale).
 */
export function routeFinder(entries: readonly RouteEntry[]): (path: string) => RouteEntry | undefined {
  const byAddress = new Map(entries.flatMap((entry) => addressesOf(entry).map((address) => [routeKey(address), entry] as const)));
  return (path) => byAddress.get(routeKey(path));
}

/** The site's page for an address, or undefined for the 404 page. */
export const findRoute = routeFinder(routes);

export { routes };
