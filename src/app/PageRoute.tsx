import { useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import type { Page } from "../generated/page.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { Box, Container, Section } from "../ui/primitives.ts";
import { cachedPage, loadPage } from "./pageCache.ts";
import { useDocumentHead } from "./useDocumentHead.ts";
import { pageHead } from "./pageHead.ts";

function PageView({ entry, page }: { entry: RouteEntry; page: Page }) {
  useDocumentHead(pageHead(entry, page));
  return (
    <SiteLayout footer={page.layout?.footer !== false}>
      <BlockList items={page.blocks} />
    </SiteLayout>
  );
}

/** Shows a route's page, fetching its chunk first if this visit has not needed it yet. */
export function PageRoute({ entry }: { entry: RouteEntry }) {
  const [page, setPage] = useState(() => cachedPage(entry));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (page) return;
    let current = true;
    loadPage(entry).then(
      (loaded) => current && setPage(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [entry, page]);

  if (page) return <PageView entry={entry} page={page} />;
  return (
    <SiteLayout>
      <Section aria-busy={!failed}>
        <Container narrow>
          <Box as="p" role={failed ? "alert" : "status"} textAlign="center" color="muted" py={8}>
            {failed ? "This page could not be loaded. Check your connection and try again." : "Loading…"}
          </Box>
        </Container>
      </Section>
    </SiteLayout>
  );
}
