import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServer } from "../src/server/app.ts";

/**
 * The server with a site that a publish replaces while it runs (src/server/servedSite.ts): every
 * request is answered from the build current when it arrives, pages, 404 page and redirects alike.
 */
const folder = mkdtempSync(join(tmpdir(), "served-site-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function build(name: string, heading: string, redirects = "") {
  const dir = join(folder, name);
  mkdirSync(join(dir, "about-us"), { recursive: true });
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>${heading}</h1></body></html>`);
  writeFileSync(join(dir, "about-us", "index.html"), `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>About, ${heading}</h1></body></html>`);
  writeFileSync(join(dir, "404.html"), `<!doctype html><html><head><meta charset="utf-8"></head><body><h1>Not found, ${heading}</h1></body></html>`);
  writeFileSync(join(dir, "_redirects"), redirects);
  return dir;
}

describe("a server whose site is published again while it runs", () => {
  it("answers from the new build from the next request on: its pages, its 404 page and its redirects", async () => {
    const first = build("first", "first build");
    const second = build("second", "second build", "/old-about  /about-us  301\n");
    let current = first;
    const app = await createServer({ dist: { current: () => current } });
    const get = async (url: string) => {
      const response = await app.inject({ url });
      return { status: response.statusCode, heading: /<h1>([^<]*)<\/h1>/.exec(response.body)?.[1], location: response.headers.location };
    };

    expect(await get("/")).toMatchObject({ status: 200, heading: "first build" });
    expect(await get("/old-about")).toMatchObject({ status: 404, heading: "Not found, first build" });
    current = second;
    expect(await get("/")).toMatchObject({ status: 200, heading: "second build" });
    expect(await get("/about-us")).toMatchObject({ status: 200, heading: "About, second build" });
    expect(await get("/old-about")).toMatchObject({ status: 301, location: "/about-us" });
    expect(await get("/no-such-page")).toMatchObject({ status: 404, heading: "Not found, second build" });
    await app.close();
  });
});
