import { ThemeProvider } from "@emotion/react";
import { lazy, Suspense } from "react";
import { Router, useLocation } from "wouter";
import type { RouteEntry } from "virtual:pages";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { notFoundCode } from "./notFoundCode.ts";
import { footerOf, PageRoute } from "./PageRoute.tsx";
import { PageLoadFailed, PageLoading } from "./PageUnavailable.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { Ahead } from "./Ahead.tsx";
import { navigateInPage } from "./navigateInPage.ts";
import { usePageAhead } from "./pageAhead.ts";
import { isCatalogue, isReadyToShow } from "./pageReadiness.ts";
import { findRoute } from "./routing.ts";
import { servedPage } from "./servedPage.ts";
import { usePageTransition } from "./usePageTransition.ts";
import { useJustShown } from "./useJustShown.ts";
import { useScrollToTop } from "./useScrollToTop.ts";

// The block catalogue is for editors running `npm run dev`: under import.meta.env.DEV it drops out of
// the production build entirely (scripts/vitePages.ts refuses to build it).
const CataloguePage = import.meta.env.DEV ? lazy(() => import("../catalogue/CataloguePage.tsx").then((module) => ({ default: module.CataloguePage }))) : null;

/** A route's page, keyed by its route: drawn ahead hidden (aheadOf) and shown, it is the same element. */
const pageIn = (entry: RouteEntry, { hidden = false } = {}) => (
  <Ahead key={entry.route} hidden={hidden} route={entry.route}>
    <PageRoute entry={entry} />
  </Ahead>
);

/**
 * What <main> shows for `location`, ready to show but for the very first page (the dev server's, or
 * the 404 page while its code arrives), and whether the footer goes under it.
 */
function contentAt(location: string) {
  const entry = findRoute(location);
  if (entry) {
    return isReadyToShow(location) ? { footer: footerOf(entry), content: pageIn(entry) } : { footer: true, content: <PageLoading /> };
  }
  // Lazy until its code is here: on the 404 page, hydrated once it is.
  const NotFound = notFoundCode.loaded() ?? notFoundCode.Lazy;
  return {
    footer: true,
    content: (
      <Suspense key="not-found" fallback={null}>
        <NotFound />
      </Suspense>
    ),
  };
}

/**
 * The page the visitor reaches for (pageAhead.ts), drawn ahead and hidden, and whether the footer goes
 * under it: when it is another page than `shown`, and ready.
 */
function aheadOf(address: string | undefined, shown: string) {
  if (address === undefined || !isReadyToShow(address)) return undefined;
  const entry = findRoute(address);
  if (!entry || entry === findRoute(shown) || servedPage(entry)) return undefined;
  return { footer: footerOf(entry) === true, content: pageIn(entry, { hidden: true }) };
}

/**
 * The page on screen. The header, the side buttons and (between pages that show it) the footer stay
 * mounted from page to page: only <main>'s content changes, which is most of what makes a move to
 * another page quick (usePageTransition.ts).
 */
function Routes() {
  const [location] = useLocation();
  const { shown, slow, failed } = usePageTransition(location);
  const ahead = usePageAhead();
  const justShown = useJustShown(shown);
  useScrollToTop(shown);
  if (CataloguePage && isCatalogue(shown)) {
    return (
      <Suspense fallback={<p role="status">Loading the block catalogue…</p>}>
        <CataloguePage />
      </Suspense>
    );
  }
  const { footer, content } = failed ? { footer: true, content: <PageLoadFailed href={location} /> } : contentAt(shown);
  const next = failed ? undefined : aheadOf(ahead, shown);
  return (
    <>
      <NavigationProgress active={slow} />
      <SiteLayout footer={footer} footerAhead={next?.footer} busy={slow} justShown={justShown} currentRoute={findRoute(shown)?.route}>
        {content}
        {next?.content}
      </SiteLayout>
    </>
  );
}

/** The whole site. `ssrPath` is given when prerendering; the browser uses its own location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <Router ssrPath={ssrPath} aroundNav={navigateInPage}>
        <Routes />
      </Router>
    </ThemeProvider>
  );
}
