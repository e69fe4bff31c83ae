import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { createServer } from "../src/server/app.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { cacheControlFor, contentSecurityPolicyFor, securityHeaders, type InlineHashes } from "../src/server/responseHeaders.ts";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import { prerenderedSearchPage } from "./searchPageFixture.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// Hashes worked out apart from the code: echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
const contactCss = "body{color:red}";
const contactCssHash = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";
const notFoundCss = "p{margin:0}";
const notFoundCssHash = "'sha256-QRQPRLGyxt3RJiKpYNjpkgHcmHU2PywsfL2e8oI0LQA='";
// printf '%s' 'document.title="x"' | openssl dgst -sha256 -binary | base64
const contactScript = 'document.title="x"';
const contactScriptHash = "'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='";

/** The production server on a small built site (a page, an asset, a picture, /search, 404.html) with the enquiry API. */
async function siteServer({ rateLimit = { max: 1000, timeWindow: 60_000 } } = {}) {
  const dist = mkdtempSync(join(tmpdir(), "headers-"));
  folders.push(dist);
  for (const folder of ["about-us", "contact", "assets", "images", "search"]) mkdirSync(join(dist, folder));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(dist, "about-us", "index.html"), "<!doctype html><title>About Us</title>");
  writeFileSync(join(dist, "contact", "index.html"), `<!doctype html><title>Contact</title><style>${contactCss}</style><script>${contactScript}</script>`);
  writeFileSync(join(dist, "404.html"), `<style>${notFoundCss}</style><h1>Page Not Found</h1>`);
  writeFileSync(join(dist, "assets", "index-1a2b3c4d.js"), "export {};");
  writeFileSync(join(dist, "assets", "search-index-0123abcd.json"), JSON.stringify({ version: 1, documents: [] }));
  writeFileSync(join(dist, "images", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(dist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
  writeFileSync(join(dist, "apple-touch-icon.png"), Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  writeFileSync(join(dist, "site.webmanifest"), JSON.stringify({ name: "Example" }));
  writeFileSync(join(dist, "search", "index.html"), prerenderedSearchPage());
  const store = openSqliteStore(join(dist, "enquiries.sqlite"));
  return createServer({ dist, enquiries: { store, rateLimit } });
}

const postEnquiry = (payload: string, contentType = "application/json") => ({
  method: "POST" as const,
  url: ENQUIRIES_PATH,
  headers: { "content-type": contentType },
  payload,
});

/** The site's headers, the policy extended by the hashes of the inline styles and scripts of the page sent, if any. */
function expectSecurityHeaders(response: LightMyRequestResponse, hashes: InlineHashes = {}) {
  const expected = { ...securityHeaders, "Content-Security-Policy": contentSecurityPolicyFor(hashes) };
  for (const [name, value] of Object.entries(expected)) expect(response.headers[name.toLowerCase()], name).toBe(value);
}

describe("security headers", () => {
  it("states the content security policy the site was checked against", () => {
    expect(securityHeaders["Content-Security-Policy"]).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
    );
    expect(Object.keys(securityHeaders)).toEqual([
      "Strict-Transport-Security",
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Cross-Origin-Resource-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ]);
  });

  // Each kind of response the server gives, with the Cache-Control it must carry beside them.
  it.each([
    ["the home page", "/", "no-cache"],
    ["a page", "/about-us", "no-cache"],
    ["a page in other letter case", "/About-Us/", "no-cache"],
    ["a hashed asset", "/assets/index-1a2b3c4d.js", "public, max-age=31536000, immutable"],
    ["a picture", "/images/logo.svg", "public, max-age=3600"],
    ["an unknown address (the 404 page)", "/no/such/page", "no-cache", { styles: [notFoundCssHash] }],
    ["the search results", "/search?s=cloud", "no-cache"],
  ])("are on %s (%s), which is kept with Cache-Control %s", async (_kind, url, cacheControl, hashes: InlineHashes = {}) => {
    const response = await (await siteServer()).inject({ url });
    expectSecurityHeaders(response, hashes);
    expect(response.headers["cache-control"]).toBe(cacheControl);
  });

  it("are on the enquiry API's answers, its refusals included", async () => {
    const app = await siteServer();
    const stored = await app.inject(postEnquiry(JSON.stringify(validEnquiry)));
    expect(stored.statusCode).toBe(201);
    const brokenJson = await app.inject(postEnquiry("{"));
    expect(brokenJson.statusCode).toBe(400);
    const notJson = await app.inject(postEnquiry("name=x", "text/plain"));
    expect(notJson.statusCode).toBe(415);
    const invalid = await app.inject(postEnquiry("{}"));
    expect(invalid.statusCode).toBe(422);
    for (const response of [stored, brokenJson, notJson, invalid]) {
      expectSecurityHeaders(response);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("are on the answer to too many enquiries from one address", async () => {
    const app = await siteServer({ rateLimit: { max: 1, timeWindow: 60_000 } });
    await app.inject(postEnquiry(JSON.stringify(validEnquiry)));
    const refused = await app.inject(postEnquiry(JSON.stringify(validEnquiry)));
    expect(refused.statusCode).toBe(429);
    expectSecurityHeaders(refused);
  });

  const contactPolicy = securityHeaders["Content-Security-Policy"]!.replace("script-src 'self'", `script-src 'self' ${contactScriptHash}`).replace("; img-src", ` ${contactCssHash}; img-src`);
  it.each([
    ["a page", "/contact", contactPolicy],
    ["the same page in other letter case", "/Contact/", contactPolicy],
    ["the same page's file asked for by name", "/contact/index.html", contactPolicy],
    ["an unknown address (the 404 page)", "/no/such/page", securityHeaders["Content-Security-Policy"]!.replace("; img-src", ` ${notFoundCssHash}; img-src`)],
  ])("on %s (%s), the policy also allows exactly the inline styles and scripts of the HTML sent", async (_kind, url, policy) => {
    const response = await (await siteServer()).inject({ url });
    expect(response.headers["content-security-policy"]).toBe(policy);
  });

  it("are on a request the server has no route for", async () => {
    const app = await siteServer();
    const response = await app.inject({ method: "DELETE", url: "/about-us" });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe("the site's icons and web app manifest", () => {
  it.each([
    ["/favicon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
  ])("%s is sent as %s and kept an hour", async (url, type) => {
    const response = await (await siteServer()).inject({ url });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-type"]).split(";")[0]).toBe(type);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("cache policy", () => {
  it.each([
    ["assets/index-1a2b3c4d.js", "public, max-age=31536000, immutable"],
    ["assets/index-1a2b3c4d.js.br", "public, max-age=31536000, immutable"],
    ["index.html", "no-cache"],
    ["about-us/index.html.gz", "no-cache"],
    ["404.html", "no-cache"],
    ["images/logo.svg", "public, max-age=3600"],
    ["favicon.svg", "public, max-age=3600"],
    ["sitemap.xml.br", "public, max-age=3600"],
  ])("keeps %s with %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
