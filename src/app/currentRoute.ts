import { createContext, useContext } from "react";
import { useLocation } from "wouter";

/**
 * The route of the page on screen, under its own address even when the visitor came by another
 * spelling (an alias such as /services/web-developments): App provides it, as it knows every page's
 * aliases. Without it (the header drawn alone, in tests or the studio) the address stands in.
 */
export const CurrentRoute = createContext<string | undefined>(undefined);

/** The route the menu marks as the current page. */
export function useCurrentRoute(): string {
  const [location] = useLocation();
  return useContext(CurrentRoute) ?? location;
}
