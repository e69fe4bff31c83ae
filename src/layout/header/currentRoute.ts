import { createContext, useContext } from "react";
import { useLocation } from "wouter";

/**
 * The route of the page on screen, under its own address even when the visitor came by another
 * spelling (an alias such as /services/web-developments). App knows every page's aliases and hands the
 * route to SiteLayout, which gives it to the header alone: a context changed above the pages would
 * make React search them all, the page drawn ahead included, for its readers on every move. The
 * header never reads the route table itself, which the dev server stops serving while a page has an
 * error (the studio's preview draws the header). Without it, the address stands in.
 */
export const CurrentRoute = createContext<string | undefined>(undefined);

/** The route the menu marks as the current page. */
export function useCurrentRoute(): string {
  const [location] = useLocation();
  return useContext(CurrentRoute) ?? location;
}
