/**
 * The one script a page loads up front, and it is tiny. The prerendered HTML already is the whole page,
 * so React and the page's code are fetched once the page has loaded (its largest picture or text is on
 * screen), or at once if the visitor reaches for the page (a touch, click or key) before that. Nothing
 * competes with the first paint for the connection or the processor.
 */
import { pageChunksMetaName } from "./shared/pageChunks.ts";

const intents = ["pointerdown", "keydown", "focusin"] as const;
let started = false;

function hydrate() {
  if (started) return;
  started = true;
  for (const intent of intents) removeEventListener(intent, hydrate, true);
  // The page's data and block chunks, fetched side by side with the app instead of one after another.
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${pageChunksMetaName}"]`)?.content.split(" ") ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./hydrate.tsx");
}

// After the frame that follows "load", so the largest paint has happened.
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(hydrate, 0));

const prerendered = document.getElementById("root")?.firstElementChild;
if (!prerendered || import.meta.env.DEV) hydrate();
else {
  for (const intent of intents) addEventListener(intent, hydrate, { capture: true, passive: true });
  if (document.readyState === "complete") afterNextPaint();
  else addEventListener("load", afterNextPaint, { once: true });
}
