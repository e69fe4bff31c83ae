import { ThemeProvider } from "@emotion/react";
import { lazy, Suspense } from "react";
import { Router, useLocation } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { MainBusy } from "../layout/mainContent.ts";
import { notFoundCode } from "./notFoundCode.ts";
import { PageRoute } from "./PageRoute.tsx";
import { PageLoadFailed, PageLoading } from "./PageUnavailable.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { isCatalogue, isReadyToShow } from "./pageReadiness.ts";
import { findRoute } from "./routing.ts";
import { usePageTransition } from "./usePageTransition.ts";
import { useScrollToTop } from "./useScrollToTop.ts";

// The block catalogue is for editors running `npm run dev`: under import.meta.env.DEV it drops out of
// the production build entirely (scripts/vitePages.ts refuses to build it).
const CataloguePage = import.meta.env.DEV ? lazy(() => import("../catalogue/CataloguePage.tsx").then((module) => ({ default: module.CataloguePage }))) : null;

/** The page at `location`, ready to show but for the very first one (the dev server's, the 404 page while hydrating). */
function PageAt({ location }: { location: string }) {
  if (CataloguePage && isCatalogue(location)) {
    return (
      <Suspense fallback={<p role="status">Loading the block catalogue…</p>}>
        <CataloguePage />
      </Suspense>
    );
  }
  const entry = findRoute(location);
  // Keyed by route, so moving to another page starts that page afresh.
  if (entry) return isReadyToShow(location) ? <PageRoute key={entry.route} entry={entry} /> : <PageLoading />;
  // Lazy until its code is here: on the 404 page, hydrated once it is.
  const NotFound = notFoundCode.loaded() ?? notFoundCode.Lazy;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

function Routes() {
  const [location] = useLocation();
  const { shown, slow, failed } = usePageTransition(location);
  useScrollToTop(shown);
  return (
    <MainBusy value={slow}>
      <NavigationProgress active={slow} />
      {failed ? <PageLoadFailed href={location} /> : <PageAt location={shown} />}
    </MainBusy>
  );
}

/** The whole site. `ssrPath` is given when prerendering; the browser uses its own location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <Router ssrPath={ssrPath}>
        <Routes />
      </Router>
    </ThemeProvider>
  );
}
