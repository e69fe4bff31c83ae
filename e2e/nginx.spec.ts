import { test, expect } from "./consoleGuard.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../scripts/lib/paths.ts";
import { cacheControl, securityHeadersBesidesPolicy } from "../src/server/responseHeaders.ts";
import { expectPagePolicy, recordViolations, sitePolicy } from "./policyOfPage.ts";
import { siteAddresses, sitePages } from "./sitePages.ts";
import { startNginx } from "./nginx/nginxServer.ts";
import { searchButton, searchPopup } from "./siteChrome.ts";
import { arBlocks } from "../src/words/arBlocks.ts";

/**
 * docs/deploy/nginx.conf, run by a real nginx on the built dist/ (see nginxServer.ts for the parts a test
 * machine leaves out), in front of the browser tests' own Node server for what nginx passes on: what a
 * company deploying with it would get.
 */
let nginx: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => {
  nginx = await startNginx(Number(new URL(test.info().project.use.baseURL!).port));
});
test.afterAll(() => nginx?.stop());

const get = (path: string) => fetch(nginx.origin + path, { redirect: "manual" });

function expectOtherSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeadersBesidesPolicy)) expect(response.headers.get(name), `${response.url} ${name}`).toBe(value);
}

test("every page and alias, with or without a trailing slash, comes with its own policy: the one written in the page, plus frame-ancestors", async () => {
  const addresses = siteAddresses
    .flatMap((address) => (address === "/" ? ["/"] : [address, `${address}/`]))
    // nginx passes the search pages to the Node server, which fills in the results per query (a test below).
    .filter((address) => !/^(\/ar)?\/search$/.test(address));
  for (const address of addresses) {
    const response = await get(address);
    expect(response.status, address).toBe(200);
    const html = await response.text();
    const file = address === "/" ? "index.html" : `${address.replace(/\/$/, "").slice(1)}/index.html`;
    expect(html, address).toBe(readFileSync(join(distDir, file), "utf8"));
    expectPagePolicy(response.headers.get("content-security-policy"), html, address);
    expect(response.headers.get("cache-control")).toBe(cacheControl.html);
    expectOtherSecurityHeaders(response);
  }
  expect(addresses.length).toBeGreaterThan(sitePages.length);
});

test("an unknown address gets the site's 404 page, with status 404 and that page's policy", async () => {
  const response = await get("/no/such/page");
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("Page Not Found");
  expectPagePolicy(response.headers.get("content-security-policy"), html, "404");
  expectOtherSecurityHeaders(response);
});

test("an unknown address under /ar, in any letter case, gets the Arabic 404 page, right to left, with status 404 and that page's policy", async () => {
  const arabicNotFound = readFileSync(join(distDir, "ar", "404.html"), "utf8");
  expect(arabicNotFound).toContain('<html lang="ar" dir="rtl">');
  for (const address of ["/ar/no/such/page", "/AR/no-such-page", "/ar/no-such-picture.png"]) {
    const response = await get(address);
    expect(response.status, address).toBe(404);
    const html = await response.text();
    expect(html, address).toBe(arabicNotFound);
    expect(html, address).toContain(`>${arBlocks.notFound.title}</h1>`);
    expectPagePolicy(response.headers.get("content-security-policy"), html, address);
    expectOtherSecurityHeaders(response);
  }
  // An address that only starts with the letters is English.
  expect(await (await get("/arabic-page")).text()).toContain("Page Not Found");
});

test("the search pages are the Node server's behind nginx, each answering from its language's index with the results in the HTML", async () => {
  // "penetration" is on one English page, "الاختراق" on its Arabic twin (here with its vowel marks).
  const searches = [
    { address: "/search?s=penetration", root: '<html lang="en" dir="ltr">', result: '<a href="/services/cyber-security">' },
    { address: `/ar/search?s=${encodeURIComponent("الاِخْتِرَاق")}`, root: '<html lang="ar" dir="rtl">', result: '<a href="/ar/services/cyber-security">' },
  ];
  for (const { address, root, result } of searches) {
    const response = await get(address);
    expect(response.status, address).toBe(200);
    const html = await response.text();
    expect(html, address).toContain(root);
    expect(html, address).toContain(result);
    expect(html, address).toContain('<meta name="robots" content="noindex">');
    expectPagePolicy(response.headers.get("content-security-policy"), html, address);
    expectOtherSecurityHeaders(response);
  }
});

test("files that are not pages keep the site's policy, hashed assets for a year and the rest for an hour, each of its own media type", async () => {
  const asset = readFileSync(join(distDir, "index.html"), "utf8").match(/<meta name="app-module" content="(\/assets\/[^"]+\.js)">/)![1]!;
  const files = [
    [asset, cacheControl.hashedAsset, "application/javascript"],
    ["/favicon.svg", cacheControl.publicFile, "image/svg+xml"],
    ["/apple-touch-icon.png", cacheControl.publicFile, "image/png"],
    ["/site.webmanifest", cacheControl.publicFile, "application/manifest+json"],
    ["/robots.txt", cacheControl.publicFile, "text/plain"],
  ] as const;
  for (const [path, cache, type] of files) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")?.split(";")[0], path).toBe(type);
    expect(response.headers.get("content-security-policy"), path).toBe(sitePolicy);
    expect(response.headers.get("cache-control"), path).toBe(cache);
    expectOtherSecurityHeaders(response);
  }
});

test("a page served by nginx is styled, works and breaks no rule of its policy in the browser", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginx.origin}/services/digital-marketing/`); // waits for React to take over (consoleGuard.ts)
  // Every inline <style> was let in (a refused one has no stylesheet), emotion's own at run time too.
  expect(await page.evaluate(() => [...document.querySelectorAll("style")].filter((style) => !style.sheet).length)).toBe(0);
  // The Search button opens its popup: the scripts nginx sends run.
  await searchButton(page).click();
  await expect(searchPopup(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});
