import { startTransition, useEffect, type ReactNode } from "react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "./app/App.tsx";
import { markTakenOver } from "./app/Ahead.tsx";
import { loadPage } from "./app/pageCache.ts";
import { prepareServedPage } from "./app/servedPage.ts";
import { navigateFromServedLinks } from "./app/servedLinks.ts";
import { prefetchLinks } from "./app/prefetch.ts";
import { switchSchemeFromBlocks } from "./theme/schemeSwitches.ts";
import { findRoute } from "./app/routing.ts";
import { fontFacesStyleId, fontFacesStyleTag } from "./theme/fontFaces.ts";
import { adoptServedStyles } from "./theme/servedStyles.ts";
import { interactiveMark } from "./shared/interactiveMark.ts";

/**
 * Marks <html data-hydrated> once React has taken over the page (the browser tests wait for it),
 * clicks again the button a visitor clicked before that (earlyClick.ts), and starts fetching the pages
 * the visitor may go to next (prefetch.ts): not before, so as not to compete with hydrating.
 */
function Hydrated({ children, earlyClick }: { children: ReactNode; earlyClick: HTMLElement | null }) {
  useEffect(() => {
    markTakenOver();
    document.documentElement.dataset.hydrated = "";
    performance.mark(interactiveMark);
    if (earlyClick?.isConnected) earlyClick.click();
    prefetchLinks(document.getElementById("root")!);
  }, [earlyClick]);
  return children;
}

/** Lets the browser run its other tasks (input, painting) before going on. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The build puts the font faces in every page's head; the dev server's index.html has none.
if (import.meta.env.DEV && !document.getElementById(fontFacesStyleId)) document.head.insertAdjacentHTML("beforeend", fontFacesStyleTag);

/**
 * Hands the page to React. `takeEarlyClick` (earlyClick.ts, passed in by the boot script so that it stays
 * in the boot script's own file) gives the button clicked before now, to click again once React works.
 */
export async function hydrate(takeEarlyClick: () => HTMLElement | null): Promise<void> {
  const container = document.getElementById("root")!;
  const prerendered = container.firstElementChild !== null;

  // The first render must equal the prerendered HTML, so the page's data is fetched before hydrating,
  // with the code of the blocks that do something; the others stay as served (BlockList).
  const entry = findRoute(window.location.pathname);
  if (entry) await (prerendered ? prepareServedPage(entry) : loadPage(entry)).catch(() => undefined);
  navigateFromServedLinks(container);
  switchSchemeFromBlocks();

  // React DOM's start-up (the body of its module, the biggest of all) runs in a task of its own, between
  // the one that evaluated the site's modules and the one that starts hydrating: any two of them together
  // were longer than 50 ms on Lighthouse's phone, four times slower than this machine (Total Blocking Time).
  await nextTask();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();

  const cache = createCache({ key: "css" });
  adoptServedStyles(cache);
  const app = (
    <CacheProvider value={cache}>
      <Hydrated earlyClick={takeEarlyClick()}>
        <App />
      </Hydrated>
    </CacheProvider>
  );

  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle input
  // in between, instead of one long task that would block the page (Lighthouse's Total Blocking Time).
  // The dev server sends index.html as it is, whose root holds only the <!--app-html--> placeholder
  // comment: that is rendered from scratch, not "hydrated" against a comment.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else {
      markTakenOver();
      createRoot(container).render(app);
    }
  });
}
