/**
 * Renders one address to HTML at build time (scripts/lib/content/buildContent.ts calls it for every
 * route and alias, with the content its package.json names). Emotion's critical CSS for exactly that HTML goes into <head>, so the page is styled
 * before any JavaScript runs.
 */
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { App } from "./app/App.tsx";
import { notFoundHeadIn } from "./layout/NotFound.tsx";
import { loadPage } from "./app/pageCache.ts";
import { loadLayoutCode } from "./layout/layoutCode.ts";
import { notFoundCode } from "./layout/notFoundCode.ts";
import { findRoute } from "./app/routing.ts";
import { headTags } from "./seo/headTags.ts";
import { fontFacesStyleTag, fontPreloadTags } from "./theme/fontFaces.ts";
import { servedStyleTags } from "./theme/servedStyles.ts";
import { pageHead } from "./seo/pageHead.ts";
import type { BlockType } from "./blocks/types.ts";
import { atArrival, hydratedBlocks, prerenderedArrival, servedPageData, servedPageDataId } from "./blocks/servedBlocks.ts";
import { jsonScriptText } from "./shared/jsonScriptText.ts";
import { isSearchPage } from "./search/searchPage.ts";
import { Router } from "wouter";
import type { Page } from "./generated/page.ts";
import { BlockList } from "./blocks/BlockList.tsx";
import { loadBlocks } from "./blocks/blockCache.ts";
import { SiteLayout } from "./layout/SiteLayout.tsx";
import { showsFooter } from "./shared/pageParts.ts";
import { GlobalStyles } from "./theme/GlobalStyles.tsx";
import { theme } from "./theme/theme.ts";
import { languageOf } from "./shared/language.ts";
import { blockWordsOf, wordsOf } from "./words/wordsOf.ts";
import { WordsContext } from "./words/words.ts";

export interface Rendered {
  /** The body's app markup, to go inside #root. */
  html: string;
  /** <title>, description, canonical, link-preview tags, JSON-LD and emotion's <style> tags. */
  head: string;
  status: 200 | 404;
  /** The types of the page's blocks hydrated on arrival at the built address, so their chunks can be preloaded. */
  hydratedBlockTypes: BlockType[];
  /** What the browser needs to hydrate the page (servedPage.ts), as a data block to go after #root; none for the 404 page. */
  data: string;
  /** The page lists search results for the query in its address, so crawlers are kept off the address with a query (robots.txt). */
  resultsByQuery: boolean;
}

export async function render(path: string): Promise<Rendered> {
  const entry = findRoute(path);
  const page = entry ? await loadPage(entry) : undefined;
  // What a server render cannot wait for: the layout's parts (the footer on every page, hidden under one without it) and the 404 page.
  await Promise.all([loadLayoutCode(languageOf(path)), !entry && notFoundCode(languageOf(path)).load()]);
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const words = wordsOf(languageOf(path));
  const html = renderToString(
    <CacheProvider value={cache}>
      <App ssrPath={path} words={words} />
    </CacheProvider>,
  );
  const styles = servedStyleTags(extractCriticalToChunks(html).styles);
  const head = entry && page ? pageHead(entry, page) : notFoundHeadIn(blockWordsOf(words.language));
  const served = page && servedPageData(page);
  // Preloaded for the address as built; a block that only some addresses need (a search left to the
  // browser) is fetched when the app finds it does.
  const hydratedBlockTypes = [...new Set(served ? hydratedBlocks(atArrival(served, prerenderedArrival)).map((block) => block.type) : [])];
  const data = served ? `<script type="application/json" id="${servedPageDataId}">${jsonScriptText(served)}</script>` : "";
  return { html, head: `${headTags(head)}\n    ${fontPreloadTags(words.language)}\n    ${fontFacesStyleTag(words.language)}\n    ${styles}`, status: page ? 200 : 404, hydratedBlockTypes, data, resultsByQuery: page !== undefined && isSearchPage(page) };
}

/**
 * Renders a page value that is not part of this build (the live studio's draft of a page, already
 * delivered: pictures' sizes placed, reading time worked out) at `route`, with the site's own layout and
 * blocks, and emotion's critical CSS for exactly that HTML, as render() does. Static HTML: nothing in it
 * hydrates. The header, the footer and the <head>'s company details are the published site's, the
 * content this bundle was last built with (scripts/lib/content/): a draft of _site.json shows only once published.
 */
export async function renderDraft(route: string, page: Page): Promise<{ html: string; head: string }> {
  // Server rendering cannot wait for code: every block's and the layout's is loaded first.
  await Promise.all([loadBlocks(page.blocks, languageOf(route)), loadLayoutCode(languageOf(route))]);
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <WordsContext value={wordsOf(languageOf(route))}>
          <Router ssrPath={route}>
            <SiteLayout footer={showsFooter(page)} currentRoute={route}>
              <BlockList blocks={page.blocks} />
            </SiteLayout>
          </Router>
        </WordsContext>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = servedStyleTags(extractCriticalToChunks(html).styles);
  return { html, head: `${headTags(pageHead({ route }, page))}\n    ${fontPreloadTags(languageOf(route))}\n    ${fontFacesStyleTag(languageOf(route))}\n    ${styles}` };
}
