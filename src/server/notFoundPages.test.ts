import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createServer } from "./app.ts";
import { notFoundFileIn } from "./notFoundPages.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const englishNotFound = '<!doctype html><html lang="en"><head><style>h1{color:red}</style></head><body><h1>Page Not Found</h1></body></html>';
const arabicNotFound = '<!doctype html><html lang="ar" dir="rtl"><head></head><body><h1>الصفحة غير موجودة</h1></body></html>';

/** A built site with a home page, the Arabic home page and the 404 pages in `notFound` (path inside dist → HTML). */
function builtSite(notFound: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), "not-found-"));
  folders.push(dist);
  for (const [file, text] of Object.entries({ "index.html": "<h1>Home</h1>", "ar/index.html": "<h1>الرئيسية</h1>", ...notFound })) {
    mkdirSync(join(dist, dirname(file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

describe("the 404 page of each language", () => {
  it("is 404.html for English and ar/404.html for Arabic", () => {
    expect([notFoundFileIn("en"), notFoundFileIn("ar")]).toEqual(["404.html", "ar/404.html"]);
  });

  it("answers an unknown address under /ar with the Arabic 404 page, and any other with the English one", async () => {
    const app = await createServer({ dist: builtSite({ "404.html": englishNotFound, "ar/404.html": arabicNotFound }) });
    for (const address of ["/ar/no-such-page", "/AR/services/no-such-service", "/ar/no-such-page?s=1"]) {
      const response = await app.inject({ url: address });
      expect(response.statusCode, address).toBe(404);
      expect(response.body, address).toBe(arabicNotFound);
      expect(response.headers["cache-control"], address).toBe("no-cache");
    }
    for (const address of ["/no-such-page", "/arabic", "/services/ar/x"]) {
      const response = await app.inject({ url: address });
      expect(response.statusCode, address).toBe(404);
      expect(response.body, address).toBe(englishNotFound);
      // The English page's own inline style is allowed by its own policy.
      expect(response.headers["content-security-policy"], address).toContain("'sha256-");
    }
    expect((await app.inject({ url: "/ar" })).statusCode).toBe(200);
  });

  it("answers in English under /ar when the build has no Arabic 404 page", async () => {
    const app = await createServer({ dist: builtSite({ "404.html": englishNotFound }) });
    const response = await app.inject({ url: "/ar/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(englishNotFound);
  });
});
