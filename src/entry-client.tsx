/**
 * The one script a page loads up front, and it is tiny and imports nothing: one request before the
 * page is drawn. It sets the colour scheme first. The prerendered HTML already is the whole page, so
 * React and the page's code are fetched once the page has loaded (its largest picture or text is on
 * screen), or at once if the visitor reaches for the page (a touch, click or key) before that. Nothing
 * competes with the first paint for the connection or the processor.
 */
import { appModuleMetaName, pageChunksMetaName } from "./shared/pageChunks.ts";
import { rememberEarlyClicks, takeEarlyClick } from "./earlyClick.ts";
import { applySchemeAtLoad } from "./theme/schemeAtLoad.ts";

applySchemeAtLoad();

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/** The app (hydrate.tsx): in the build, the module the page's head names; in the dev server, the source. */
function importApp(): Promise<typeof import("./hydrate.tsx")> {
  if (import.meta.env.DEV) return import("./hydrate.tsx");
  const url = metaContent(appModuleMetaName);
  if (!url) return Promise.reject(new Error(`The page names no app module (<meta name="${appModuleMetaName}">)`));
  return import(/* @vite-ignore */ url);
}

const intents = ["pointerdown", "keydown", "focusin"] as const;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const intent of intents) removeEventListener(intent, start, true);
  // The app's chunks and those of the page's blocks with behaviour, fetched side by side instead of
  // one after another as the app would discover them.
  const chunks = metaContent(pageChunksMetaName)?.split(" ") ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void importApp().then(({ hydrate }) => hydrate(takeEarlyClick));
}

/**
 * Calls `then` once the page's painting has settled after "load": no new largest paint for `quietMs`
 * (a picture decoded off the main thread, or text waiting for its font, can be painted a little after
 * "load"), and at most `capMs` after it. Browsers that do not report largest paints just wait quietMs.
 */
function afterPaintSettles(then: () => void, quietMs = 150, capMs = 2000) {
  const observer = PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ? new PerformanceObserver(() => restart()) : undefined;
  let quiet: ReturnType<typeof setTimeout>;
  const done = () => {
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(cap);
    then();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietMs);
  };
  const cap = setTimeout(done, capMs);
  restart();
  observer?.observe({ type: "largest-contentful-paint", buffered: true });
}

const prerendered = document.getElementById("root")?.firstElementChild;
if (!prerendered || import.meta.env.DEV) start();
else {
  rememberEarlyClicks();
  for (const intent of intents) addEventListener(intent, start, { capture: true, passive: true });
  if (document.readyState === "complete") afterPaintSettles(start);
  else addEventListener("load", () => afterPaintSettles(start), { once: true });
}
