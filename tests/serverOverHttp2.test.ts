import { connect } from "node:http2";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../src/server/app.ts";
import { cacheControl } from "../src/server/responseHeaders.ts";
import { selfSignedTls } from "../scripts/lib/bench/selfSignedTls.ts";

/**
 * `npm run bench` measures the site over HTTP/2, as a CDN serves it (scripts/lib/bench/selfSignedTls.ts):
 * the production server, given its throwaway certificate, must answer as it does over HTTP/1.1.
 */
describe("the production server over HTTP/2 with the benchmark's certificate", () => {
  const folder = mkdtempSync(join(tmpdir(), "server-h2-"));
  const tls = selfSignedTls();
  let server: Awaited<ReturnType<typeof createServer>>;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(join(folder, "about-us"));
    writeFileSync(join(folder, "about-us", "index.html"), "<!doctype html><title>About Us</title><h1>About Us</h1>");
    writeFileSync(join(folder, "404.html"), "<h1>Page Not Found</h1>");
    server = await createServer({ dist: folder, tls });
    await server.listen({ port: 0, host: "localhost" });
    origin = `https://localhost:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** One GET over HTTP/2, trusting exactly the benchmark's certificate. */
  const get = (path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const session = connect(origin, { ca: tls.cert });
      session.on("error", reject);
      const stream = session.request({ ":path": path });
      let headers: Record<string, unknown> = {};
      let body = "";
      stream.on("response", (received) => (headers = received));
      stream.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        session.close();
        resolve({ status: Number(headers[":status"]), headers, body });
      });
      stream.on("error", reject);
    });

  it("serves a page, case-insensitively, with the site's headers", async () => {
    const page = await get("/About-Us");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1>About Us</h1>");
    expect(page.headers["cache-control"]).toBe(cacheControl.html);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("answers an unknown address with the 404 page and status 404", async () => {
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Page Not Found");
  });
});
