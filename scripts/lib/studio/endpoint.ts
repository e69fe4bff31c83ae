/**
 * The studio's endpoint in the dev server, /_studio/api (the contract: src/studio/studioApi.ts):
 *   GET  pages      every page file (path, address, title) by address, then pages/_site.json
 *   POST pages      { route, title } → 201 a new page file, as `npm run new-page` writes it; 400 its refusal
 *   GET  file       ?path=pages/x.json → { path, text, version }
 *   PUT  file       { path, value, version } → the file with only what changed rewritten; 409 if it changed on disk
 *   DELETE file     { path, version, redirectTo? } → the page deleted (and redirected); 422 while pages link to it
 *   POST twin       { path, version } → 201 the English page's Arabic twin, and its "notYetInArabic" removed; 422 when it has one
 *   POST check      { path, value } → the validator's problems for that file as edited, and the page as delivered
 *   GET  schemas    { page, site }: each schema with every $ref inside it, for the forms
 *   GET  addresses  every valid page's address, title and section anchors, for the link picker
 *   GET  images     every picture under public/images/ with its size
 *   POST images     the picture's bytes (Content-Type image/…, X-File-Name, X-Folder) → 201 the stored picture
 * Only for the studio's own page on this machine (requestGuard.ts), only for files under pages/ and
 * public/images/ (studioFolders.ts). Fastify, as the enquiry API: its body parsing, status codes and
 * `inject` for the tests.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, { type FastifyError, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type onRequestHookHandler } from "fastify";
import type { ViteDevServer } from "vite";
import { apiPath, DEV_STUDIO_PATH } from "../../../src/studio/studioApi.ts";
import { pagesDir, publicDir } from "../paths.ts";
import { requestGuard } from "./requestGuard.ts";
import { studioRoutes, type StudioRoutesOptions } from "./routes.ts";
import { MAX_PICTURE_BYTES } from "./storePicture.ts";
import type { StudioFolders } from "./studioFolders.ts";

export interface StudioApiOptions extends StudioFolders {
  /** The dev server's port: requests must name it in Host (and Origin). */
  port: () => number;
}

/** Every refusal as `{ error }`, the shape every non-2xx answer of the API has (src/studio/studioApi.ts). */
export function studioApiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) console.error(error);
  // An upload without a Content-Length (which the images route reads first) is cut off at 2 MB.
  const pictureTooBig = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" && request.headers["content-type"]?.startsWith("image/");
  const message = pictureTooBig ? "the picture is over 2 MB; a picture may be at most 2 MB. Make it smaller and upload it again." : error.message;
  return reply.code(status).send({ error: status === 500 ? `the studio's endpoint failed: ${message}` : message });
}

/**
 * The endpoint's routes with what each of them needs, behind `guards` (the dev server's: this machine
 * only; the live site's: a session and the role): the dev server's endpoint and the live studio
 * register the same scope.
 */
export function studioApiScope(folders: StudioFolders, { guards, ...options }: StudioRoutesOptions & { guards: onRequestHookHandler[] }): FastifyPluginAsync {
  return async (api) => {
    // Only JSON and pictures: Fastify's text/plain parser would let a form post a body without asking.
    api.removeContentTypeParser("text/plain");
    api.removeContentTypeParser("application/x-www-form-urlencoded");
    api.addContentTypeParser(/^image\//, { parseAs: "buffer", bodyLimit: MAX_PICTURE_BYTES }, (_request, body, done) => done(null, body));
    for (const guard of guards) api.addHook("onRequest", guard);
    api.addHook("onSend", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
    });
    api.setErrorHandler(studioApiErrorHandler);
    api.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `the studio has no ${request.method} ${request.url.split("?")[0]}` }));
    await api.register(studioRoutes(folders, options));
  };
}

export async function createStudioApi({ port, ...folders }: StudioApiOptions) {
  const api = Fastify();
  await api.register(studioApiScope(folders, { guards: [requestGuard(port)] }), { prefix: apiPath(DEV_STUDIO_PATH) });
  await api.ready();
  return api;
}

/** The port the dev server listens on (it may have moved on from the configured one, taken by another). */
function listeningPort(server: ViteDevServer): number {
  const address = server.httpServer?.address();
  return typeof address === "object" && address ? address.port : (server.config.server.port ?? 5173);
}

export async function createStudioEndpoint(server: ViteDevServer) {
  const api = await createStudioApi({ pagesDir, publicDir, port: () => listeningPort(server) });
  server.httpServer?.once("close", () => void api.close());
  return (request: IncomingMessage, response: ServerResponse) => api.routing(request, response);
}
