import { startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "./app/App.tsx";
import { loadPage } from "./app/pageCache.ts";
import { findRoute } from "./app/routing.ts";
import { fontFacesStyleId, fontFacesStyleTag } from "./theme/fontFaces.ts";

/** Marks <html data-hydrated> once React has taken over the page (the browser tests wait for it). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return children;
}

// The build puts the font faces in every page's head; the dev server's index.html has none.
if (import.meta.env.DEV && !document.getElementById(fontFacesStyleId)) document.head.insertAdjacentHTML("beforeend", fontFacesStyleTag);

const container = document.getElementById("root")!;
const app = (
  <CacheProvider value={createCache({ key: "css" })}>
    <Hydrated>
      <App />
    </Hydrated>
  </CacheProvider>
);

// The first render must equal the prerendered HTML, so the page's data is fetched before hydrating.
const entry = findRoute(window.location.pathname);
if (entry) await loadPage(entry).catch(() => undefined);

// As a transition, React hydrates in slices of a few milliseconds and lets the browser handle input
// in between, instead of one long task that would block the page (Lighthouse's Total Blocking Time).
// The dev server sends index.html as it is, whose root holds only the <!--app-html--> placeholder
// comment: that is rendered from scratch, not "hydrated" against a comment.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
