import { useLocation } from "wouter";
import { findRoute } from "./routing.ts";

/**
 * The route the menu marks as the current page: the page's own route even when the visitor came by
 * another spelling of its address (an alias such as /services/web-developments), and the address itself
 * where no page answers. Read from the location in each menu entry rather than handed down in a
 * context: a context that changes at the top makes React search the whole tree (the page on screen and
 * the one drawn ahead) for its readers on every move to another page.
 */
export function useCurrentRoute(): string {
  const [location] = useLocation();
  return findRoute(location)?.route ?? location;
}
