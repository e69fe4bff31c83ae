import { matchRoute, type Parser } from "wouter";
import { routes, type RouteEntry } from "virtual:pages";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * wouter's route parser for this site: routes are fixed addresses (no parameters), matched whatever
 * their letter case and with or without a trailing slash, as the spec's route table asks.
 */
const parsedRoutes = new Map<string, ReturnType<Parser>>();

export const siteParser: Parser = (route) => {
  // Compiled once per address: every render matches the address against every route (with thousands
  // of pages, compiling each time made prerendering grow with the square of the page count).
  let parsed = parsedRoutes.get(route);
  if (!parsed) {
    // "*" is what wouter asks for a <Route> without a path: the 404 fallback, which matches anything.
    parsed = route === "*" ? { pattern: /^(.*)$/, keys: ["*"] } : { pattern: new RegExp(`^${escape(route === "/" ? "" : route)}/?$`, "i"), keys: [] };
    parsedRoutes.set(route, parsed);
  }
  return parsed;
};

/** Every address a page answers to: its own route first, then its aliases. */
export const addressesOf = (entry: RouteEntry) => [entry.route, ...entry.aliases];

/** The page for an address, or undefined for the 404 page. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((entry) => addressesOf(entry).some((address) => matchRoute(siteParser, address, path)[0]));
}

export { routes };
