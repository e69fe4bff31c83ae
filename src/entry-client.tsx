/**
 * The boot script: tiny and importing nothing, the build writes it into every page, as an inline
 * module at the end of <body> (scripts/viteInlineBoot.ts), so no script is fetched before the page
 * is drawn. (The colour scheme is set before it, by the page's first inline script: schemeAtLoad.ts.)
 * The prerendered HTML already is the whole page, so React and the page's code are fetched once the
 * page has loaded (its largest picture or text is on screen), or at once if the visitor reaches for
 * the page (a touch, click or key) before that. Nothing competes with the first paint for the
 * connection or the processor.
 */
import { appModuleMetaName, pageChunksMetaName } from "./shared/pageChunks.ts";
import { rememberEarlyClicks, takeEarlyClick } from "./earlyClick.ts";
import { firstPicturesPainted } from "./firstPicturesPainted.ts";

if (import.meta.env.DEV && import.meta.hot) {
  const hot = import.meta.hot;
  void import("./devPagesChanged.ts").then(({ reloadOnPagesChanged }) => reloadOnPagesChanged(hot));
}

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

const appUrl = metaContent(appModuleMetaName);

/** The chunks the page's head names (the app's among them), each after those it imports. */
const pageChunks = metaContent(pageChunksMetaName)?.split(" ").filter(Boolean) ?? [];

/**
 * Lets the browser run its other tasks (input, painting) before going on. (hydrate.tsx has the same
 * line: shared, it would be a chunk the boot script imports, and the build refuses that.)
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app (hydrate.tsx): in the build, the module the page's head names, its chunks evaluated one per
 * task beforehand, each after those it imports (React's, the site's shell, the page's blocks): as one
 * module graph they were evaluated in one task, longer than 50 ms on Lighthouse's phone, four times
 * slower than this machine (Total Blocking Time). In the dev server, the source.
 */
async function importApp(): Promise<typeof import("./hydrate.tsx")> {
  if (import.meta.env.DEV) return import("./hydrate.tsx");
  if (!appUrl) throw new Error(`The page names no app module (<meta name="${appModuleMetaName}">)`);
  for (const href of pageChunks.filter((href) => href !== appUrl)) {
    await nextTask();
    // A chunk that fails here fails again where the app needs it, which says so (BlockList).
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
  await nextTask();
  return import(/* @vite-ignore */ appUrl);
}

/**
 * Asks for the page's chunks side by side, instead of one after another as importApp and the app's
 * modules name them. One per task: starting a fetch costs the browser a few milliseconds, and all of
 * them in one task made it longer than 50 ms on Lighthouse's phone (Total Blocking Time).
 */
function preloadChunks(hrefs: readonly string[]) {
  const [href, ...rest] = hrefs;
  if (!href) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
  setTimeout(() => preloadChunks(rest), 0);
}

const intents = ["pointerdown", "keydown", "focusin"] as const;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const intent of intents) removeEventListener(intent, start, true);
  preloadChunks(pageChunks);
  void importApp().then(({ hydrate }) => hydrate(takeEarlyClick));
}

const reports = (entryType: string) => PerformanceObserver.supportedEntryTypes?.includes(entryType) ?? false;

/**
 * Calls `then` once the page's painting has settled after "load": its first-screen pictures painted,
 * then no new largest paint for `quietMs` (text waiting for its font can be painted a little after
 * "load"), and at most `capMs` after "load". Browsers that report neither just wait quietMs.
 */
function afterPaintSettles(then: () => void, quietMs = 150, capMs = 2000) {
  const observer = reports("largest-contentful-paint") ? new PerformanceObserver(() => restart()) : undefined;
  let quiet: ReturnType<typeof setTimeout>;
  let settled = false;
  const done = () => {
    if (settled) return;
    settled = true;
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
  void firstPicturesPainted().then(() => {
    if (settled) return;
    restart();
    observer?.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

const prerendered = document.getElementById("root")?.firstElementChild;
if (!prerendered || import.meta.env.DEV) start();
else {
  rememberEarlyClicks();
  for (const intent of intents) addEventListener(intent, start, { capture: true, passive: true });
  // In a task of its own: "load" often comes in the task that ran this script, or in the one that
  // laid out the page, and those should stay short (Total Blocking Time counts each long one).
  const settle = () => setTimeout(() => afterPaintSettles(start), 0);
  if (document.readyState === "complete") settle();
  else addEventListener("load", settle, { once: true });
}
