import { useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { mainContent } from "../layout/mainContent.ts";
import { narrowContainerStyles, sectionStyles } from "../ui/layoutStyles.ts";
import { revealLists } from "../ui/revealChildren.ts";
import { cachedPage, loadPage } from "./pageCache.ts";
import { leaveServedPage, servedPage } from "./servedPage.ts";
import { useDocumentHead } from "./useDocumentHead.ts";

function PageView({ entry, page, served }: { entry: RouteEntry; page: Page; served: boolean }) {
  useDocumentHead(({ pageHead }) => pageHead(entry, page), entry.route, served);
  // The card grids' scroll reveal, for the whole page: a grid is static HTML on the page a visitor arrives on.
  useEffect(() => {
    const main = mainContent();
    return main ? revealLists(main) : undefined;
  }, [page]);
  useEffect(() => (served ? leaveServedPage : undefined), [served]);
  return (
    <SiteLayout footer={page.layout?.footer !== false}>
      <BlockList items={page.blocks} served={served} />
    </SiteLayout>
  );
}

/**
 * Shows a route's page, fetching its chunk first if this visit has not needed it yet. The page the
 * visitor arrived on is shown as served (servedPage.ts) until they leave it.
 */
export function PageRoute({ entry }: { entry: RouteEntry }) {
  const [shown, setShown] = useState(() => {
    const page = cachedPage(entry);
    if (page) return { page, served: false };
    const served = servedPage(entry);
    return served ? { page: served, served: true } : undefined;
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (shown) return;
    let current = true;
    loadPage(entry).then(
      (loaded) => current && setShown({ page: loaded, served: false }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [entry, shown]);

  if (shown) return <PageView entry={entry} page={shown.page} served={shown.served} />;
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
