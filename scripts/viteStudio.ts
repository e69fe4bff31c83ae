/**
 * Vite plugin for `npm run dev`: the page studio at /_studio. It serves the studio's two HTML pages
 * (the editor, and the preview frame that draws the site's blocks) and hands /_studio/api to the
 * endpoint that reads, checks and writes the page files (scripts/lib/studio/). `apply: "serve"`
 * keeps all of it out of `vite build`: the studio exists only while a developer runs the dev server.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { IncomingMessage, ServerResponse } from "node:http";
import { STUDIO_API, STUDIO_PATH, STUDIO_PREVIEW_PATH } from "../src/studio/studioApi.ts";
import { createStudioEndpoint } from "./lib/studio/endpoint.ts";

const studioHtml = (title: string, entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;

const pages = [
  { path: STUDIO_PREVIEW_PATH, html: studioHtml("Preview", "/src/studio/preview/main.tsx") },
  { path: STUDIO_PATH, html: studioHtml("Page studio", "/src/studio/main.tsx") },
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(base + "/");

async function servePage(server: ViteDevServer, request: IncomingMessage, response: ServerResponse, html: string) {
  const page = await server.transformIndexHtml(request.url ?? "/", html);
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(page);
}

export function studioPlugin(): Plugin {
  return {
    name: "company-site:studio",
    apply: "serve",
    async configureServer(server) {
      const endpoint = await createStudioEndpoint(server);
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? "/").split("?")[0]!;
        if (isUnder(pathname, STUDIO_API)) return endpoint(request, response);
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const page = pages.find((candidate) => isUnder(pathname, candidate.path));
        if (!page) return next();
        servePage(server, request, response, page.html).catch(next);
      });
    },
  };
}
