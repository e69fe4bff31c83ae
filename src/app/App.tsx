import { ThemeProvider } from "@emotion/react";
import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { RouteEntry } from "virtual:pages";
import { Router, useLocation } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { showsFooter } from "../shared/pageParts.ts";
import { notFoundCode } from "./notFoundCode.ts";
import { PageFrame, type FrameState } from "./PageFrame.tsx";
import { NavigationProgress, PageLoadFailed, PageLoading } from "./PageUnavailable.tsx";
import { arrivalPage, isReadyToShow, useReachedFor, useShownPage } from "./navigation.ts";
import { cachedPage } from "./pageCache.ts";
import { prefetchLinks } from "./prefetch.ts";
import { findRoute } from "./routing.ts";
import { followLinks } from "./links.ts";
import { afterPaint } from "./afterPaint.ts";
import { mainContent } from "../ui/mainContent.ts";

/**
 * The page on screen and the one the visitor reaches for, drawn ahead (PageFrame): a click on its
 * link changes the address, and this render shows that frame and hides the page left. The header and
 * the footer stay mounted from page to page.
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
  const entry = failed ? undefined : findRoute(shown);
  // Until the page shown is painted, the page left stays hidden (removing it is no work for the click)
  // and the new one leaves its lower sections for later (PageFrame): then both in one later render.
  const [moved, setMoved] = useState<{ entry?: RouteEntry; left?: RouteEntry }>({ entry });
  if (moved.entry !== entry) setMoved({ entry, left: moved.entry });
  const painting = moved.left !== undefined;
  useEffect(() => (painting ? afterPaint(() => startTransition(() => setMoved({ entry }))) : undefined), [painting, entry]);
  // A new page starts at the top with the focus on it (SPEC: "Changing the path scrolls ... to the
  // top"), before the browser paints it; the first render leaves the browser's own position.
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) return void (first.current = false);
    scrollTo(0, 0);
    mainContent()?.focus({ preventScroll: true });
  }, [shown]);
  const ahead = reachedFor !== undefined && isReadyToShow(reachedFor) ? findRoute(reachedFor) : undefined;
  const NotFound = notFoundCode.loaded() ?? notFoundCode.Lazy;
  const served = entry && arrivalPage(entry);
  const whole = entry && !served ? cachedPage(entry) : undefined;
  const footer = served ? served.footer : !whole || showsFooter(whole);
  // One keyed list, so that a frame drawn ahead (or just left) is the one shown once its address is.
  const drawnAhead = ahead && ahead !== entry && !arrivalPage(ahead) ? ahead : undefined;
  const frames: [RouteEntry | undefined, FrameState][] = [
    [moved.left !== entry && moved.left !== drawnAhead ? moved.left : undefined, "left"],
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
        {frames.map(([frame, state]) => frame && <PageFrame key={frame.route} entry={frame} state={state} painting={painting} />)}
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
