import type { Plugin } from "vite";

/**
 * The boot script (src/entry-client.tsx) waits for the page to load before it fetches React, so it is
 * fetched at low priority: it does not compete with the font and the pictures of the first screen.
 * (Vite rewrites the entry's <script> tag and drops attributes it does not know, so the priority is
 * added once the HTML is written.)
 */
export function lowPriorityBootPlugin(): Plugin {
  return {
    name: "low-priority-boot",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"'),
    },
  };
}
