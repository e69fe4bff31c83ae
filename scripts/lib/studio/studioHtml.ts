/**
 * The studio's two HTML pages (the editor, and the preview frame that draws the site's blocks), as the
 * dev server and the live site serve them: the same document, naming the base it is served under
 * (src/studio/studioBase.ts reads it) and its entry script, the dev server's source module or the
 * studio build's hashed file with its stylesheets (`head`).
 */
import { STUDIO_BASE_META } from "../../../src/studio/studioApi.ts";

export interface StudioHtml {
  title: string;
  /** "/_studio" or "/studio". */
  base: string;
  /** More of <head>: the built studio's stylesheets and preloads ("" on the dev server). */
  head: string;
  /** The entry module's address. */
  entry: string;
  /** A live page's robots rule: the studio is never indexed. */
  noindex?: boolean;
}

export const studioHtml = ({ title, base, head, entry, noindex = false }: StudioHtml) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="${STUDIO_BASE_META}" content="${base}" />${noindex ? '\n    <meta name="robots" content="noindex, nofollow" />' : ""}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>${head ? `\n    ${head}` : ""}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;
