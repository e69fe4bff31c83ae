/**
 * The studio's endpoint (/_studio/api, see src/studio/studioApi.ts). Placeholder until the endpoint
 * lands: every request is answered 501.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";

export async function createStudioEndpoint(_server: ViteDevServer) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(501, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: "The studio's endpoint is not built yet." }));
  };
}
