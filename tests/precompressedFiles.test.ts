import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createServer } from "../src/server/app.ts";
import { prerenderedSearchPage } from "./searchPageFixture.ts";
import { precompressFolder } from "../scripts/lib/precompress.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const page = `<!doctype html><html><head><title>About Us</title></head><body>${"<p>We build websites and cloud systems.</p>".repeat(40)}</body></html>`;

/** A built site in a temporary folder: pages, an asset, a picture, a PDF, a hidden build record and /search. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), "precompressed-"));
  folders.push(dist);
  for (const folder of ["about-us", "assets", "images", "downloads", ".vite", "search"]) mkdirSync(join(dist, folder));
  writeFileSync(join(dist, "index.html"), page.replace("About Us", "Home"));
  writeFileSync(join(dist, "about-us", "index.html"), page);
  writeFileSync(join(dist, "404.html"), `<h1>Page Not Found</h1>${"<p>Oops!</p>".repeat(60)}`);
  writeFileSync(join(dist, "assets", "index-1a2b3c4d.js"), "export const greeting = 'hello';\n".repeat(50));
  writeFileSync(join(dist, "assets", "search-index-0123abcd.json"), JSON.stringify({ version: 1, documents: [{ r: "/about-us", t: "About Us", d: "Who we are.", x: "Dubai cloud" }] }));
  writeFileSync(join(dist, "images", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(dist, "images", "team.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, "downloads", "guide.pdf"), "%PDF-1.4");
  writeFileSync(join(dist, ".vite", "manifest.json"), "{}");
  writeFileSync(join(dist, "search", "index.html"), prerenderedSearchPage("<p>Search the site.</p>".repeat(40)));
  return dist;
}

describe("npm run compress", () => {
  it("writes a brotli and a gzip copy beside every text file, each decompressing to the original", async () => {
    const dist = builtSite();
    await precompressFolder(dist);
    for (const file of ["index.html", "about-us/index.html", "404.html", "assets/index-1a2b3c4d.js", "assets/search-index-0123abcd.json", "images/logo.svg"]) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))), file).toEqual(original);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))), file).toEqual(original);
    }
  });

  it("leaves pictures, PDFs and hidden build records alone", async () => {
    const dist = builtSite();
    await precompressFolder(dist);
    for (const file of ["images/team.png", "downloads/guide.pdf", ".vite/manifest.json"]) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it("compresses at the highest levels: brotli is smaller than gzip for a page", async () => {
    const dist = builtSite();
    const [about] = (await precompressFolder(dist)).filter((file) => file.file.endsWith(join("about-us", "index.html")));
    expect(about!.brotliBytes).toBeLessThan(about!.gzipBytes);
    expect(about!.gzipBytes).toBeLessThan(about!.bytes / 10);
  });
});

describe("the server sends the build's compressed copies", () => {
  async function server() {
    const dist = builtSite();
    await precompressFolder(dist);
    return { dist, app: await createServer({ dist }) };
  }

  it.each([
    ["br", ".br"],
    ["gzip", ".gz"],
  ])("answers Accept-Encoding %s with the %s file, as HTML, varying on Accept-Encoding", async (encoding, suffix) => {
    const { dist, app } = await server();
    const response = await app.inject({ url: "/about-us", headers: { "accept-encoding": encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(readFileSync(join(dist, "about-us", `index.html${suffix}`)));
  });

  it("prefers brotli when the browser takes both", async () => {
    const { app } = await server();
    const response = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("sends a hashed asset's copy with the asset's year-long cache and its own type", async () => {
    const { dist, app } = await server();
    const response = await app.inject({ url: "/assets/index-1a2b3c4d.js", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload).toEqual(readFileSync(join(dist, "assets", "index-1a2b3c4d.js.br")));
  });

  it("keeps status 404 when it sends the 404 page's compressed copy", async () => {
    const { dist, app } = await server();
    const response = await app.inject({ url: "/no/such/page", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload).toEqual(readFileSync(join(dist, "404.html.br")));
  });

  it("sends the plain file to a client that takes no compression", async () => {
    const { app } = await server();
    const response = await app.inject({ url: "/about-us", headers: { "accept-encoding": "identity" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(page);
  });

  it("compresses the search results, which differ per query, as it sends them", async () => {
    const { app } = await server();
    const response = await app.inject({ url: "/search?s=dubai", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<a href="/about-us">');
  });
});
