import { createContext, useContext, type ReactNode } from "react";
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

/** Gives a menu's items the route to mark: the one handed down (CurrentRoute), or else the address. */
export function MenuRoute({ children }: { children: ReactNode }) {
  return useContext(CurrentRoute) === undefined ? <AtAddress>{children}</AtAddress> : children;
}

/** Where no route is handed down (the studio's preview, the catalogue, a component test): the address. */
function AtAddress({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <CurrentRoute value={location}>{children}</CurrentRoute>;
}

/** The route the menu marks as the current page, inside a MenuRoute. */
export function useCurrentRoute(): string {
  const route = useContext(CurrentRoute);
  if (route === undefined) throw new Error("A menu item was drawn outside a MenuRoute: it cannot tell the current page.");
  return route;
}
