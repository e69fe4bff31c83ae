import { createContext, useContext } from "react";
import { useLocation, useSearch } from "wouter";

interface Address {
  path: string;
  search: string;
}

/**
 * The page a block is on: its route, and whether the window's address is that page's. A page drawn
 * ahead (app/PageFrame.tsx) renders while the window's address is still another page's, so a block
 * that reads the address (the contact form's draft and chosen plan, the search page's query) reads it
 * through usePageAddress. The value never changes: a new one would make React look for its readers
 * through the whole page at the click that shows it, and the readers follow the address anyway.
 */
export const PageOfBlock = createContext<{ path: string; isAt: (address: string) => boolean } | undefined>(undefined);

/** The address of the page a block is on: its own path, and no query while the window is at another page. */
export function usePageAddress(): Address {
  const page = useContext(PageOfBlock);
  const [path] = useLocation();
  const search = useSearch();
  return page ? { path: page.path, search: page.isAt(path) ? search : "" } : { path, search };
}
