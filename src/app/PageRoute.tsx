import { useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { mainContent } from "../layout/mainContent.ts";
import { revealLists } from "../ui/revealChildren.ts";
import { cachedPage, showsFooter } from "./pageCache.ts";
import { leaveServedPage, servedPage, type ServedPageData } from "./servedPage.ts";
import { useDocumentHead } from "./useDocumentHead.ts";

/** A page as shown: whole, from its data, or as the server rendered it (servedPage.ts) on the page the visitor arrived on. */
type Shown = { whole: Page } | { served: ServedPageData };

function PageView({ entry, shown }: { entry: RouteEntry; shown: Shown }) {
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
  return "whole" in shown ? (
    <SiteLayout footer={showsFooter(shown.whole)}>
      <BlockList items={shown.whole.blocks} />
    </SiteLayout>
  ) : (
    <SiteLayout footer={shown.served.footer && "served"}>
      <BlockList served={shown.served} />
    </SiteLayout>
  );
}

/**
 * Shows a route's page, ready to show (pageReadiness.ts): whole, or, on the page the visitor arrived
 * on, as served (servedPage.ts) until they leave it. What it shows is fixed when it mounts: the
 * arrival page stays as served even once its data has been fetched (a link to itself, prefetched).
 */
export function PageRoute({ entry }: { entry: RouteEntry }) {
  const [shown] = useState((): Shown => {
    const page = cachedPage(entry);
    if (page) return { whole: page };
    const served = servedPage(entry);
    // Unreachable: App.tsx renders a page once isReadyToShow() says so. Fail loudly rather than show nothing.
    if (!served) throw new Error(`The page ${entry.route} was rendered before it was ready to show.`);
    return { served };
  });
  return <PageView entry={entry} shown={shown} />;
}
