/**
 * The boot script, written into every page as an inline module (scripts/viteInlineBoot.ts), so no
 * script is fetched before the page is drawn. The prerendered HTML already is the whole page and its
 * links, menus and accordions work without JavaScript, so React and the page's code are fetched once
 * the page has painted, or at once when the visitor reaches for the page (a touch, click or key).
 */
import { appModuleMetaName, pageChunksMetaName } from "./shared/pageChunks.ts";
import { firstPicturesPainted } from "./firstPicturesPainted.ts";

if (import.meta.env.DEV && import.meta.hot) {
  const hot = import.meta.hot;
  void import("./devPagesChanged.ts").then(({ reloadOnPagesChanged }) => reloadOnPagesChanged(hot));
}

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const appUrl = metaContent(appModuleMetaName);
// The chunks the page's head names (the app's among them), each after those it imports.
const pageChunks = metaContent(pageChunksMetaName)?.split(" ").filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app (hydrate.tsx): in the build, the module the page's head names, its chunks evaluated one per
 * task beforehand (as one module graph, one long task on a slow phone). A chunk that fails here fails
 * again where the app needs it, which says so.
 */
async function importApp(): Promise<typeof import("./hydrate.tsx")> {
  if (import.meta.env.DEV) return import("./hydrate.tsx");
  if (!appUrl) throw new Error(`The page names no app module (<meta name="${appModuleMetaName}">)`);
  for (const href of pageChunks.filter((href) => href !== appUrl)) {
    await nextTask();
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
  await nextTask();
  return import(/* @vite-ignore */ appUrl);
}

/** Asks for the page's chunks side by side, one per task: starting a fetch costs the browser a few milliseconds. */
function preloadChunks([href, ...rest]: readonly string[]) {
  if (!href) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  setTimeout(() => preloadChunks(rest), 0);
}

const intents = ["pointerdown", "keydown", "focusin"] as const;
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const intent of intents) removeEventListener(intent, start, true);
  preloadChunks(pageChunks);
  void importApp().then(({ hydrate }) => hydrate());
}

/**
 * Calls `then` once painting has settled after "load": the first-screen pictures painted, then no new
 * largest paint for `quietMs` (text waiting for its font paints a little later), at most `capMs` on.
 */
function afterPaintSettles(then: () => void, quietMs = 150, capMs = 2000) {
  const observer = PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ? new PerformanceObserver(() => restart()) : undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const done = () => void (observer?.disconnect(), then());
  const restart = () => (clearTimeout(quiet), (quiet = setTimeout(done, quietMs)));
  setTimeout(done, capMs);
  void firstPicturesPainted().then(() => {
    restart();
    observer?.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

if (!document.getElementById("root")?.firstElementChild || import.meta.env.DEV) start();
else {
  for (const intent of intents) addEventListener(intent, start, { capture: true, passive: true });
  // In a task of its own: the tasks that run this script or lay out the page must stay short.
  const settle = () => setTimeout(() => afterPaintSettles(start), 0);
  if (document.readyState === "complete") settle();
  else addEventListener("load", settle, { once: true });
}
