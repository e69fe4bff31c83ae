import { createContext, useContext } from "react";
import { useLocation, useSearch } from "wouter";

interface Address {
  path: string;
  search: string;
}

/**
 * The page a block is on, and whether it is drawn ahead. A page drawn ahead (app/PageFrame.tsx)
 * renders while the window's address is still another page's, so a block that reads the address (the
 * contact form's draft and chosen plan, the search page's query) reads it through usePageAddress.
 * The value changes only when a page drawn ahead is shown: never on the page the visitor arrived on,
 * whose blocks kept as served must get no new context (ui/KeepServedHtml.tsx).
 */
export const PageOfBlock = createContext<{ path: string; ahead: boolean } | undefined>(undefined);

/** The address of the page a block is on: its own path, and no query until it is shown. */
export function usePageAddress(): Address {
  const page = useContext(PageOfBlock);
  const [path] = useLocation();
  const search = useSearch();
  return page ? { path: page.path, search: page.ahead ? "" : search } : { path, search };
}
