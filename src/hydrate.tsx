import { startTransition } from "react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "./app/App.tsx";
import { arriveOn } from "./app/navigation.ts";
import { loadPage, loadPageData } from "./app/pageCache.ts";
import { readServedPage } from "./app/servedPage.ts";
import { findRoute } from "./app/routing.ts";
import { adoptServedStyles } from "./theme/servedStyles.ts";
import { languageOf, type Language } from "./shared/language.ts";
import type { LanguageWords, Words } from "./words/words.ts";

/** Each language's words: a chunk of its own, which a page in that language names among those it needs (buildContent.ts). */
const wordsIn: Record<Language, () => Promise<Words>> = {
  en: () => import("./words/en.ts").then((module) => module.en),
  ar: () => import("./words/ar.ts").then((module) => module.ar),
};

/** The words of the document's language. */
async function wordsOfDocument(): Promise<LanguageWords> {
  const language = languageOf(location.pathname);
  return { language, words: await wordsIn[language]() };
}

/** Lets the browser run its other tasks (input, painting) before going on. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The build puts the font faces in every page's head; the dev server's index.html has none. Imported only there, so the faces' text is no part of the built app. */
async function addDevFontFaces() {
  const { fontFacesStyleId, fontFacesStyleTag } = await import("./theme/fontFaces.ts");
  if (!document.getElementById(fontFacesStyleId)) document.head.insertAdjacentHTML("beforeend", fontFacesStyleTag(languageOf(location.pathname)));
}

/**
 * Hands the page to React (the boot script, entry-client.tsx, calls it). The first render must equal
 * the prerendered HTML, so what it needs comes first: the arrival page's served data and the code of
 * its blocks that hydrate (servedPage.ts). The dev server's index.html holds no page: that is rendered.
 */
export async function hydrate(): Promise<void> {
  if (import.meta.env.DEV) await addDevFontFaces();
  const container = document.getElementById("root")!;
  const prerendered = container.firstElementChild !== null;
  const entry = findRoute(location.pathname);
  const words = wordsOfDocument();
  if (entry && prerendered) await readServedPage(() => loadPageData(entry)).then((page) => arriveOn(entry.route, page), () => undefined);
  else if (entry) await loadPage(entry).catch(() => undefined);

  // React DOM's start-up (the biggest module of all) runs in a task of its own, between the tasks that
  // evaluate the site's modules and start hydrating: together they are long tasks on a slow phone.
  await nextTask();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const cache = createCache({ key: "css" });
  adoptServedStyles(cache);
  const app = (
    <CacheProvider value={cache}>
      <App words={await words} />
    </CacheProvider>
  );
  // As a transition, React hydrates in slices and lets the browser handle input in between.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
