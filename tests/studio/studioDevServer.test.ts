import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/paths.ts";
import { studioPlugin } from "../../scripts/viteStudio.ts";
import type { StudioFile } from "../../src/studio/studioApi.ts";

// The studio plugin alone in a real dev server on a free port, over the project's own pages/: only
// reads, and writes that must be refused (a refusal that failed would write back what is there).
let server: ViteDevServer;
let port: number;
beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [studioPlugin()],
    server: { port: 0, host: "127.0.0.1", watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  port = (server.httpServer!.address() as AddressInfo).port;
});
afterAll(() => server?.close());

/** A raw HTTP request: fetch would not let a test choose the Host header. */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode!, body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("the studio's endpoint in the dev server", () => {
  it("answers the studio at the port the server really listens on, and nobody at another", async () => {
    const own = await send("GET", "/_studio/api/file?path=pages/index.json", { host: `localhost:${port}` });
    expect(own.status).toBe(200);
    expect((JSON.parse(own.body) as StudioFile).text).toBe(readFileSync(join(root, "pages", "index.json"), "utf8"));
    expect((await send("GET", "/_studio/api/pages", { host: `localhost:${port + 1}` })).status).toBe(403);
    expect((await send("GET", "/_studio/api/pages", { host: "attacker.example" })).status).toBe(403);
  });

  it("refuses a save from another site's page with 403, and the file stays as it was", async () => {
    const before = readFileSync(join(root, "pages", "index.json"), "utf8");
    const { version } = JSON.parse((await send("GET", "/_studio/api/file?path=pages/index.json", { host: `localhost:${port}` })).body) as StudioFile;
    const body = JSON.stringify({ path: "pages/index.json", value: JSON.parse(before), version });
    const response = await send("PUT", "/_studio/api/file", { host: `localhost:${port}`, origin: "https://attacker.example", "content-type": "application/json" }, body);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: "the studio changes files only for its own page, not for https://attacker.example" });
    expect(readFileSync(join(root, "pages", "index.json"), "utf8")).toBe(before);
  });

  it("refuses ../package.json with 400", async () => {
    const response = await send("GET", "/_studio/api/file?path=..%2Fpackage.json", { host: `localhost:${port}` });
    expect(response.status).toBe(400);
  });
});
