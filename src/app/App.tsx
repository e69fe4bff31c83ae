import { ThemeProvider } from "@emotion/react";
import { lazy, Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { theme } from "../theme/theme.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { NotFound } from "./NotFound.tsx";
import { PageRoute } from "./PageRoute.tsx";
import { addressesOf, routes, siteParser } from "./routing.ts";
import { useScrollToTop } from "./useScrollToTop.ts";

// The block catalogue is for editors running `npm run dev`: under import.meta.env.DEV it drops out of
// the production build entirely (scripts/vitePages.ts refuses to build it).
const CataloguePage = import.meta.env.DEV ? lazy(() => import("../catalogue/CataloguePage.tsx").then((module) => ({ default: module.CataloguePage }))) : null;

function Routes() {
  useScrollToTop();
  return (
    <Switch>
      {routes.flatMap((entry) =>
        addressesOf(entry).map((address) => (
          <Route key={address} path={address}>
            <PageRoute key={entry.route} entry={entry} />
          </Route>
        )),
      )}
      {CataloguePage && (
        <Route path="/_catalogue">
          <Suspense fallback={<p role="status">Loading the block catalogue…</p>}>
            <CataloguePage />
          </Suspense>
        </Route>
      )}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

/** The whole site. `ssrPath` is given when prerendering; the browser uses its own location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <Router parser={siteParser} ssrPath={ssrPath}>
        <Routes />
      </Router>
    </ThemeProvider>
  );
}
