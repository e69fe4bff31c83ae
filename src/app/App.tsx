import { ThemeProvider } from "@emotion/react";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { Router, useLocation } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { showsFooter } from "../shared/pageParts.ts";
import { isServed } from "../blocks/servedBlocks.ts";
import { notFoundCode } from "../layout/notFoundCode.ts";
import { PageFrame } from "./PageFrame.tsx";
import { NavigationProgress, PageLoadFailed, PageLoading } from "../layout/PageUnavailable.tsx";
import { useNavigation } from "./navigation.ts";
import { prefetchLinks } from "./prefetch.ts";
import { followLinks } from "./links.ts";
import { mainContent } from "../ui/mainContent.ts";
import { useLanguage, WordsContext, type LanguageWords } from "../words/words.ts";

/**
 * The page on screen and the one the visitor reaches for, drawn ahead (PageFrame): a click on its
 * link changes the address, and this render shows that frame and hides the page left. The header and
 * the footer stay mounted from page to page.
 */
function Routes() {
  const [location, navigate] = useLocation();
  const { shown, entry, page, frames, painting, slow, failed } = useNavigation(location);
  useEffect(() => {
    const root = document.getElementById("root")!;
    prefetchLinks(root);
    return followLinks(root, navigate);
  }, [navigate]);
  // A new page starts at the top with the focus on it (SPEC: "Changing the path scrolls ... to the
  // top"), before the browser paints it; the first render leaves the browser's own position.
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) return void (first.current = false);
    scrollTo(0, 0);
    mainContent()?.focus({ preventScroll: true });
  }, [shown]);
  const notFound = notFoundCode(useLanguage());
  const NotFound = notFound.loaded() ?? notFound.Lazy;
  const footer = !page || (isServed(page) ? page.footer : showsFooter(page));
  return (
    <>
      <NavigationProgress active={slow} />
      <SiteLayout footer={footer} busy={slow} currentRoute={entry?.route ?? shown} twin={entry?.twin} painting={painting}>
        {failed && <PageLoadFailed key="failed" href={location} />}
        {!failed && !entry && (
          <Suspense key="not-found" fallback={null}>
            <NotFound />
          </Suspense>
        )}
        {entry && !page && <PageLoading />}
        {frames.map(([frame, state]) => frame && <PageFrame key={frame.route} entry={frame} state={state} painting={painting} />)}
      </SiteLayout>
    </>
  );
}

/**
 * The whole site, in the words of the document's language (a document is in one language: a link to
 * the other is a full page load). `ssrPath` is given when prerendering; the browser uses its own location.
 */
export function App({ ssrPath, words }: { ssrPath?: string; words: LanguageWords }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <WordsContext value={words}>
        <Router ssrPath={ssrPath}>
          <Routes />
        </Router>
      </WordsContext>
    </ThemeProvider>
  );
}
