import "@fontsource-variable/inter/wght.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "./app/App.tsx";
import { loadPage } from "./app/pageCache.ts";
import { findRoute } from "./app/routing.ts";

const container = document.getElementById("root")!;
const app = (
  <CacheProvider value={createCache({ key: "css" })}>
    <App />
  </CacheProvider>
);

// The first render must equal the prerendered HTML, so the page's data is fetched before hydrating.
const entry = findRoute(window.location.pathname);
if (entry) await loadPage(entry).catch(() => undefined);

// Prerendered HTML is hydrated. The dev server sends index.html as it is, whose root holds only the
// <!--app-html--> placeholder comment: that is rendered from scratch, not "hydrated" against a comment.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
