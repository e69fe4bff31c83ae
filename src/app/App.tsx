import { ThemeProvider } from "@emotion/react";
import { lazy, Suspense } from "react";
import { Router, useLocation } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { notFoundCode } from "./notFoundCode.ts";
import { PageRoute } from "./PageRoute.tsx";
import { findRoute } from "./routing.ts";
import { routeKey } from "../shared/routes.ts";
import { useScrollToTop } from "./useScrollToTop.ts";

// The block catalogue is for editors running `npm run dev`: under import.meta.env.DEV it drops out of
// the production build entirely (scripts/vitePages.ts refuses to build it).
const CataloguePage = import.meta.env.DEV ? lazy(() => import("../catalogue/CataloguePage.tsx").then((module) => ({ default: module.CataloguePage }))) : null;

function Routes() {
  useScrollToTop();
  const [location] = useLocation();
  // Compared as every address is (routeKey): /_Catalogue/ is the same page.
  if (CataloguePage && routeKey(location) === "/_catalogue") {
    return (
      <Suspense fallback={<p role="status">Loading the block catalogue…</p>}>
        <CataloguePage />
      </Suspense>
    );
  }
  const entry = findRoute(location);
  // Keyed by route, so moving to another page starts that page afresh (its own loading state).
  if (entry) return <PageRoute key={entry.route} entry={entry} />;
  // Lazy until its code is here: on the 404 page, hydrated once it is.
  const NotFound = notFoundCode.loaded() ?? notFoundCode.Lazy;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
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
