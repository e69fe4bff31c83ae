import { ThemeProvider } from "@emotion/react";
import { memo, useEffect, useMemo, useState } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { blocksLoaded, loadBlocks, loadedBlock } from "../../blocks/blockCache.ts";
import type { Block } from "../../generated/page.ts";
import { SiteLayout } from "../../layout/SiteLayout.tsx";
import { applyScheme } from "../../theme/colorScheme.ts";
import { DocumentStyles } from "../../theme/GlobalStyles.tsx";
import { theme } from "../../theme/theme.ts";
import { BlockBoundary } from "./BlockBoundary.tsx";
import { fromOwnOrigin, type FromPreview, type ToPreview } from "./previewMessages.ts";
import { directionOf, languageOf, type Language } from "../../shared/language.ts";
import { WordsContext } from "../../words/words.ts";
import { wordsOf } from "../../words/wordsOf.ts";

interface Shown {
  route: string;
  page: { blocks?: unknown; layout?: { footer?: boolean } };
}

const isBlock = (value: unknown): value is Block => typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/**
 * One block, drawn again only when its value changed: every message brings a fresh copy of the whole
 * page, and typing in one block must not draw the others again. It is drawn once its code and the
 * blocks' words in the page's language are here (a page in the other language may have fetched the code).
 */
const PreviewBlock = memo(
  function PreviewBlock({ block, index, language }: { block: Block; index: number; language: Language }) {
    const Component = blocksLoaded([block], language) ? loadedBlock(block.type) : undefined;
    return (
      <BlockBoundary name={`Block ${index + 1} (${block.type})`} value={block}>
        {Component ? <Component {...block} /> : null}
      </BlockBoundary>
    );
  },
  (before, after) => before.index === after.index && before.language === after.language && JSON.stringify(before.block) === JSON.stringify(after.block),
);

/** The blocks whose code and words are here; the rest are fetched, and the page drawn again when they are. */
function PreviewBlocks({ blocks, language }: { blocks: Block[]; language: Language }) {
  const [loaded, setLoaded] = useState(0);
  const ready = blocksLoaded(blocks, language);
  useEffect(() => {
    if (!ready) loadBlocks(blocks, language).then(() => setLoaded((count) => count + 1), () => {});
  });
  // The key counts loads, so that a block whose code has just arrived is drawn even though its value is the same.
  return blocks.map((block, index) => <PreviewBlock key={`${index}-${loaded}`} block={block} index={index} language={language} />);
}

/**
 * The preview frame: the page the studio sends, drawn by the site's own header, blocks and footer,
 * in the frame's width (the studio sizes it as a desktop or a phone). Links do not navigate: the
 * preview shows one page.
 */
export function PreviewApp() {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const message = fromOwnOrigin<ToPreview>(event);
      if (message?.kind === "page") setShown({ route: message.route, page: (message.page ?? {}) as Shown["page"] });
      if (message?.kind === "scheme") applyScheme(message.scheme);
    };
    const stayHere = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
    };
    window.addEventListener("message", receive);
    document.addEventListener("click", stayHere, true);
    window.parent.postMessage({ kind: "ready" } satisfies FromPreview, window.location.origin);
    return () => {
      window.removeEventListener("message", receive);
      document.removeEventListener("click", stayHere, true);
    };
  }, []);
  const route = shown?.route ?? "/";
  const language = languageOf(route);
  // The header marks the page's own menu link as current, as on the site.
  const { hook } = useMemo(() => memoryLocation({ path: route, static: true }), [route]);
  // The frame's document is in the previewed page's language, as the site's page is from its server's HTML.
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  if (!shown) return null;
  const blocks = Array.isArray(shown.page.blocks) ? shown.page.blocks.filter(isBlock) : [];
  return (
    <ThemeProvider theme={theme}>
      <DocumentStyles />
      <WordsContext value={wordsOf(language)}>
        <Router hook={hook}>
          <SiteLayout footer={shown.page.layout?.footer !== false}>
            <PreviewBlocks blocks={blocks} language={language} />
          </SiteLayout>
        </Router>
      </WordsContext>
    </ThemeProvider>
  );
}
