import { useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { mainContent } from "../layout/mainContent.ts";
import { narrowContainerStyles, sectionStyles } from "../ui/layoutStyles.ts";
import { revealLists } from "../ui/revealChildren.ts";
import { cachedPage, loadPage, showsFooter } from "./pageCache.ts";
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
 * Shows a route's page, fetching its chunk first if this visit has not needed it yet. The page the
 * visitor arrived on is shown as served (servedPage.ts) until they leave it.
 */
export function PageRoute({ entry }: { entry: RouteEntry }) {
  const [shown, setShown] = useState((): Shown | undefined => {
    const page = cachedPage(entry);
    if (page) return { whole: page };
    const served = servedPage(entry);
    return served && { served };
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (shown) return;
    let current = true;
    loadPage(entry).then(
      (loaded) => current && setShown({ whole: loaded }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [entry, shown]);

  if (shown) return <PageView entry={entry} shown={shown} />;
  return (
    <SiteLayout>
      <section aria-busy={!failed} css={sectionStyles}>
        <div css={narrowContainerStyles}>
          <p
            role={failed ? "alert" : "status"}
            css={(theme) => ({ textAlign: "center", color: theme.colors.muted, paddingTop: theme.space[8], paddingBottom: theme.space[8] })}
          >
            {failed ? "This page could not be loaded. Check your connection and try again." : "Loading…"}
          </p>
        </div>
      </section>
    </SiteLayout>
  );
}
