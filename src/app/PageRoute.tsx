import { useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { mainContent } from "../ui/mainContent.ts";
import { revealLists } from "../ui/revealChildren.ts";
import { cachedPage } from "./pageCache.ts";
import { showsFooter } from "../shared/pageParts.ts";
import { leaveServedPage, servedPage, type ServedPageData } from "./servedPage.ts";
import { useDocumentHead } from "./useDocumentHead.ts";

/** A page as shown: whole, from its data, or as the server rendered it (servedPage.ts) on the page the visitor arrived on. */
type Shown = { whole: Page } | { served: ServedPageData };

/**
 * How a route's page shows now: as served while it is the page the visitor arrived on, else whole
 * once its data and code are here (pageReadiness.ts); undefined before that.
 */
function shownPage(entry: RouteEntry): Shown | undefined {
  const served = servedPage(entry);
  if (served) return { served };
  const page = cachedPage(entry);
  return page && { whole: page };
}

/** The site's footer under a route's page (SiteLayout): the server's, kept, on the page the visitor arrived on. */
export function footerOf(entry: RouteEntry): boolean | "served" {
  const shown = shownPage(entry);
  if (!shown) return true;
  return "served" in shown ? shown.served.footer && "served" : showsFooter(shown.whole);
}

/**
 * A route's page content, in <main>, once it is ready to show: what it shows is fixed when it mounts
 * (App.tsx keys it by route), so the arrival page stays as served until the visitor leaves it.
 */
export function PageRoute({ entry }: { entry: RouteEntry }) {
  const [shown] = useState(() => {
    const page = shownPage(entry);
    // Unreachable: App.tsx renders a page once isReadyToShow() says so. Fail loudly rather than show nothing.
    if (!page) throw new Error(`The page ${entry.route} was rendered before it was ready to show.`);
    return page;
  });
  const page = "whole" in shown ? shown.whole : undefined;
  const served = "served" in shown ? shown.served : undefined;
  // Written only for a page shown whole: the server wrote the head of the page the visitor arrived on.
  useDocumentHead(page && (({ pageHead }) => pageHead(entry, page)), entry.route);
  // The card grids' scroll reveal, for the whole page: a grid is static HTML on the page a visitor arrives on.
  useEffect(() => {
    const main = mainContent();
    return main ? revealLists(main) : undefined;
  }, [shown]);
  useEffect(() => (served ? leaveServedPage : undefined), [served]);
  return page ? <BlockList items={page.blocks} /> : <BlockList served={served!} />;
}
