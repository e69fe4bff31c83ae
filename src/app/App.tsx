import { ThemeProvider } from "@emotion/react";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import { Router, useLocation } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { showsFooter } from "../shared/pageParts.ts";
import { notFoundCode } from "./notFoundCode.ts";
import { PageFrame, type FrameState } from "./PageFrame.tsx";
import { NavigationProgress, PageLoadFailed, PageLoading } from "./PageUnavailable.tsx";
import { arrivalPage, isCatalogue, isReadyToShow, useReachedFor, useShownPage } from "./navigation.ts";
import { cachedPage } from "./pageCache.ts";
import { prefetchLinks } from "./prefetch.ts";
import { findRoute } from "./routing.ts";
import { followLinks } from "./links.ts";
import { useScrollToTop } from "./useScrollToTop.ts";

// The block catalogue is for editors running `npm run dev`: the production build leaves it out.
const CataloguePage = import.meta.env.DEV ? lazy(() => import("../catalogue/CataloguePage.tsx").then((module) => ({ default: module.CataloguePage }))) : null;

/**
 * The page on screen and the one the visitor reaches for, drawn ahead (PageFrame): a click on its
 * link changes the address, and this render shows that frame and drops the other. The header and the
 * footer stay mounted from page to page.
 */
function Routes() {
  const [location, navigate] = useLocation();
  const { shown, slow, failed } = useShownPage(location);
  useEffect(() => {
    const root = document.getElementById("root")!;
    prefetchLinks(root);
    return followLinks(root, navigate);
  }, [navigate]);
  const reachedFor = useReachedFor();
  useScrollToTop(shown);
  // The page just left stays, hidden, until the browser is idle: removing it is no work for the click.
  const entry = failed ? undefined : findRoute(shown);
  const [on, setOn] = useState({ entry, left: undefined as RouteEntry | undefined });
  if (on.entry !== entry) setOn({ entry, left: on.entry });
  useEffect(() => {
    if (!on.left) return;
    const drop = () => startTransition(() => setOn((now) => ({ ...now, left: undefined })));
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(drop, { timeout: 1000 }) : setTimeout(drop, 200);
    return () => (typeof cancelIdleCallback === "function" ? cancelIdleCallback(idle as number) : clearTimeout(idle));
  }, [on.left]);
  if (CataloguePage && isCatalogue(shown)) {
    return (
      <Suspense fallback={<p role="status">Loading the block catalogue…</p>}>
        <CataloguePage />
      </Suspense>
    );
  }
  const ahead = reachedFor !== undefined && isReadyToShow(reachedFor) ? findRoute(reachedFor) : undefined;
  const NotFound = notFoundCode.loaded() ?? notFoundCode.Lazy;
  const served = entry && arrivalPage(entry);
  const whole = entry && !served ? cachedPage(entry) : undefined;
  const footer = served ? served.footer : !whole || showsFooter(whole);
  // One keyed list, so that a frame drawn ahead (or just left) is the one shown once its address is.
  const drawnAhead = ahead && ahead !== entry && !arrivalPage(ahead) ? ahead : undefined;
  const frames: [RouteEntry | undefined, FrameState][] = [
    [on.left !== entry && on.left !== drawnAhead ? on.left : undefined, "left"],
    [served || whole ? entry : undefined, "shown"],
    [drawnAhead, "ahead"],
  ];
  return (
    <>
      <NavigationProgress active={slow} />
      <SiteLayout footer={footer} busy={slow} currentRoute={entry?.route ?? shown}>
        {failed && <PageLoadFailed key="failed" href={location} />}
        {!failed && !entry && (
          <Suspense key="not-found" fallback={null}>
            <NotFound />
          </Suspense>
        )}
        {entry && !served && !whole && <PageLoading />}
        {frames.map(([frame, state]) => frame && <PageFrame key={frame.route} entry={frame} state={state} />)}
      </SiteLayout>
    </>
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
