import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const faviconLink = 'href="/favicon.svg"';

/**
 * Writes the favicon (public/favicon.svg, under 200 bytes) into each page as a data: address. The
 * browser asks for a linked icon at high priority while the page is still drawing, where it competes
 * with the font and the first screen's pictures; inside the page it costs no request at all. The file
 * stays in public/ for the structured data's logo and for anyone who asks for it by name.
 */
export function inlineFaviconPlugin(publicDir = "public"): Plugin {
  return {
    name: "inline-favicon",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (!html.includes(faviconLink)) throw new Error(`index.html has no <link rel="icon" ${faviconLink}> to inline`);
        const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8").trim();
        // Only what a data: address must escape; single quotes keep the attribute's double ones intact.
        const data = svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent);
        return html.replace(faviconLink, `href="data:image/svg+xml,${data}"`);
      },
    },
  };
}
