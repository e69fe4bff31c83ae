import styled from "@emotion/styled";
import { useDocumentHead } from "../seo/useDocumentHead.ts";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { Box, Container, Section } from "../blocks/primitives.ts";
import type { CatalogueEntry } from "./catalogueTypes.ts";
import { CatalogueSheet } from "./CatalogueSheet.tsx";

const Jump = styled.a(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  padding: `0 ${theme.space[3]}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  textDecoration: "none",
}));

const catalogueHead = {
  title: "Block catalogue",
  description: "Every block a page can use, shown from its schema's examples, with its JSON to copy.",
  noindex: true,
};

/** The block catalogue (/_catalogue, dev server only): every block type, drawn from its schema's examples. */
export function Catalogue({ entries }: { entries: CatalogueEntry[] }) {
  useDocumentHead(() => catalogueHead, "catalogue");
  return (
    <SiteLayout footer={false}>
      <Section>
        <Container>
          <Box as="h1" fontSize={[7, 8]}>
            Block catalogue
          </Box>
          <Box as="p" fontSize={3} color="muted" maxWidth="760px">
            Every block a page can use, each shown from its example. Copy a block's JSON into the <code>"blocks"</code> list of a
            page file, then change its words. This page is part of <code>npm run dev</code> only; the live site does not have it.
          </Box>
          <nav aria-label="Block types">
            <Box as="ul" css={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: 8 }}>
              {entries.map((entry) => (
                <li key={entry.type}>
                  <Jump href={`#block-${entry.type}`}>{entry.title}</Jump>
                </li>
              ))}
            </Box>
          </nav>
        </Container>
      </Section>
      {entries.map((entry) => (
        <CatalogueSheet key={entry.type} entry={entry} />
      ))}
    </SiteLayout>
  );
}
