/**
 * Vite plugin for `npm run dev`: the page studio at /_studio and the block catalogue at /_catalogue. It
 * serves their HTML pages (the editor, the preview frame that draws the site's blocks, the catalogue)
 * and hands /_studio/api to the endpoint that reads, checks and writes the page files
 * (scripts/lib/studio/). `apply: "serve"` keeps all of it out of `vite build`: the studio exists only
 * while a developer runs the dev server.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { IncomingMessage, ServerResponse } from "node:http";
import { apiPath, DEV_STUDIO_PATH, previewPath } from "../src/studio/studioApi.ts";
import { studioHtml } from "./lib/studio/studioHtml.ts";
import { createStudioEndpoint } from "./lib/studio/endpoint.ts";

const pages = [
  { path: previewPath(DEV_STUDIO_PATH), html: studioHtml({ title: "Preview", base: DEV_STUDIO_PATH, head: "", entry: "/src/studio/preview/main.tsx" }) },
  { path: DEV_STUDIO_PATH, html: studioHtml({ title: "Page studio", base: DEV_STUDIO_PATH, head: "", entry: "/src/studio/main.tsx" }) },
  // The block catalogue, the editors' other page of the dev server: a page of its own, not a route of the site's app.
  { path: "/_catalogue", html: studioHtml({ title: "Block catalogue", base: DEV_STUDIO_PATH, head: "", entry: "/src/catalogue/main.tsx" }) },
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
        if (isUnder(pathname, apiPath(DEV_STUDIO_PATH))) return endpoint(request, response);
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const page = pages.find((candidate) => isUnder(pathname, candidate.path));
        if (!page) return next();
        servePage(server, request, response, page.html).catch(next);
      });
    },
  };
}
