import type { EmotionCache } from "@emotion/cache";
import type { EmotionCriticalToChunks } from "@emotion/server/create-instance";

/**
 * The prerendered page's CSS stays where the server wrote it. Emotion's own <style data-emotion> tags
 * would be moved by emotion in the browser three times over (to the end of <head> as @emotion/react
 * loads, into the page's cache as it is created, and by <Global> as it mounts), and each move makes the
 * browser work out the style of the whole page again, inside the tasks that start React: on a long
 * page, with Lighthouse's tracing, they made those tasks longer than 50 ms on its simulated phone
 * (Total Blocking Time). So the server names each tag's rules in an attribute of the site's own, and
 * the browser's cache is told they are in place: emotion then neither moves nor inserts them again.
 * (<Global>'s rules are among them; the browser does not render <Global>, GlobalStyles.tsx.)
 */
const servedCssAttribute = "data-served-css";

/** Server: the <style> tags for one page's critical CSS, in emotion's order (global chunks first). */
export function servedStyleTags(chunks: EmotionCriticalToChunks["styles"]): string {
  return chunks
    .filter((chunk) => chunk.css !== "")
    .map((chunk) => `<style ${servedCssAttribute}="${chunk.ids.join(" ")}">${chunk.css}</style>`)
    .join("");
}

/** Browser: tells `cache` that the served page's rules are in the document already. */
export function adoptServedStyles(cache: EmotionCache): void {
  for (const style of document.querySelectorAll(`style[${servedCssAttribute}]`)) {
    for (const id of style.getAttribute(servedCssAttribute)!.split(" ")) if (id) cache.inserted[id] = true;
  }
}
