import { expect, test } from "@playwright/test";
import { baseUrl, sitePages } from "./sitePages.ts";
import { escapeHtml } from "../src/seo/headTags.ts";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { lastChangedDates } from "../scripts/lib/lastChanged.ts";
import { distDir, root } from "../scripts/lib/paths.ts";
import { cacheControl, securityHeadersBesidesPolicy } from "../src/server/responseHeaders.ts";
import { expectPagePolicy, sitePolicy } from "./policyOfPage.ts";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";

const decodeEntities = (html: string) =>
  html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const firstHeading = (blocks: { type: string; heading?: string }[]) => blocks.find((block) => block.heading)?.heading;

test.describe("prerendered HTML, as a crawler or curl sees it", () => {
  for (const { route, aliases, page } of sitePages) {
    for (const address of [route, ...aliases]) {
      test(`${address} has its title, description, canonical and content without JavaScript`, async ({ request }) => {
        const response = await request.get(address);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${escapeHtml(page.meta.title)}</title>`);
        expect(html).toContain(`<meta name="description" content="${escapeHtml(page.meta.description)}">`);
        expect(html).toContain(`<link rel="canonical" href="${page.meta.canonical ?? baseUrl + (route === "/" ? "/" : route)}">`);
        const heading = firstHeading(page.blocks);
        if (heading) expect(decodeEntities(html)).toContain(heading);
        expect(html).toMatch(/<style data-served-css="[ a-z0-9-]+">/);
      });
    }
  }

  test("every picture in every page's content is a local file with its size and a description, so nothing shifts as it loads", async ({ request }) => {
    let pictures = 0;
    for (const { route } of sitePages) {
      const html = await (await request.get(route)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      for (const [tag] of main.matchAll(/<img\b[^>]*>/g)) {
        expect(tag, `${route}: ${tag}`).toMatch(/ src="\/images\/[^"]+"/);
        expect(tag, `${route}: ${tag}`).toMatch(/ width="[1-9][0-9]*"/);
        expect(tag, `${route}: ${tag}`).toMatch(/ height="[1-9][0-9]*"/);
        expect(tag, `${route}: ${tag}`).toMatch(/ alt="[^"]+"/);
        pictures += 1;
      }
    }
    expect(pictures).toBeGreaterThanOrEqual(sitePages.length / 2);
  });

  test("an address in other letter case, with a trailing slash, serves the same page", async ({ request }) => {
    const response = await request.get("/ABOUT-us/");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<link rel="canonical" href="${baseUrl}/about-us">`);
  });

  test("an unknown address answers 404 with the spec's page", async ({ request }) => {
    const response = await request.get("/no/such/page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Oops! The page you are looking for doesn’t exist or has been moved. Redirecting you to the homepage...");
  });

  test("the block catalogue and the page studio are not part of the site without STUDIO_REPO: their addresses are 404s and no built page holds them", async ({ request }) => {
    for (const address of ["/_catalogue", "/_studio", "/_studio/preview", "/_studio/api/pages", "/studio", "/studio/sign-in", "/studio/api/pages"]) expect((await request.get(address)).status(), address).toBe(404);
    expect((await request.put("/_studio/api/file", { data: { path: "pages/index.json", value: {}, version: "x" } })).status()).toBe(404);
    const built = listFilesRecursively(distDir).filter((file) => /\.(js|html|json)$/.test(file));
    expect(built.filter((file) => /Block catalogue|virtual:catalogue|Page studio|_studio|@rjsf/.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  test("pages are served compressed and hashed assets are cached for a year", async ({ request }) => {
    const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(home.headers()["content-encoding"]).toMatch(/br|gzip/);
    expect(home.headers()["cache-control"]).toBe("no-cache");
    const script = (await home.text()).match(/<meta name="app-module" content="(\/assets\/[^"]+\.js)">/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a page names the code of the blocks it uses, and only those, for after its first paint; no script is preloaded, and the boot script is written into the page", async ({ request }) => {
    const pageChunks = (html: string) => html.match(/<meta name="page-chunks" content="([^"]*)">/)?.[1]?.split(" ") ?? [];
    const contact = await (await request.get("/contact")).text();
    expect(pageChunks(contact).some((file) => /^\/assets\/ContactForm-[\w-]+\.js$/.test(file))).toBe(true);
    const home = await (await request.get("/")).text();
    expect(pageChunks(home).length).toBeGreaterThan(0);
    expect(pageChunks(home).some((file) => file.includes("ContactForm"))).toBe(false);
    // Preloading them, or React, would compete with the page's pictures and fonts for the connection:
    // nothing is preloaded but the font, and no script is fetched before the page has painted: the
    // boot script, which imports nothing, is in the page itself, at the end of <body>.
    expect(contact).not.toContain('rel="modulepreload"');
    expect(contact.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module">']);
    expect(contact).not.toMatch(/<script[^>]* src=/);
    expect(contact).toMatch(/<script type="module">(?:(?!<\/script>)[\s\S])*<\/script>\s*<\/body>/);
  });

  test("sitemap.xml lists every page once, at its canonical address with the date its file last changed, and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Each address carries the day its page file last changed (its last commit; today while uncommitted).
    const lastChanged = lastChangedDates(root, sitePages.map(({ file }) => file));
    for (const { route, file } of sitePages) expect(sitemap).toContain(`<loc>${baseUrl}${route}</loc><lastmod>${lastChanged.get(file)}</lastmod>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(sitePages.length);
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  test("search results are kept from crawlers and indexes, the search page itself is not", async ({ request }) => {
    expect((await (await request.get("/robots.txt")).text()).split("\n")).toContain("Disallow: /search?");
    expect(await (await request.get("/search")).text()).not.toContain('name="robots"');
    expect(await (await request.get("/search?s=cloud")).text()).toContain('<meta name="robots" content="noindex">');
  });

  test("files outside dist/ cannot be reached", async ({ request }) => {
    expect((await request.get("/..%2fpackage.json")).status()).toBe(404);
    expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
  });

  test("every kind of response carries the security headers: page, asset, picture, 404, search results, enquiry refusal", async ({ request }) => {
    const responses = [
      await request.get("/"),
      await request.get("/favicon.svg"),
      await request.get("/no/such/page"),
      await request.get("/search?s=cloud"),
      await request.post(ENQUIRIES_PATH, { headers: { "content-type": "application/json" }, data: Buffer.from("{") }),
    ];
    const script = (await responses[0]!.text()).match(/<meta name="app-module" content="(\/assets\/[^"]+\.js)">/)?.[1];
    responses.push(await request.get(script!));
    expect(responses.map((response) => response.status())).toEqual([200, 200, 404, 200, 400, 200]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(securityHeadersBesidesPolicy)) expect(response.headers()[name.toLowerCase()], `${response.url()} ${name}`).toBe(value);
      const policy = response.headers()["content-security-policy"];
      // A page's policy adds the hashes of its own inline styles; everything else gets the site's.
      if (response.headers()["content-type"]?.startsWith("text/html")) expectPagePolicy(policy, await response.text(), response.url());
      else expect(policy, response.url()).toBe(sitePolicy);
    }
  });

  test("pages and scripts are the build's brotli files, sent as they are", async ({ request }) => {
    const home = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(home.headers()["content-encoding"]).toBe("br");
    // The length on the wire is the .br file's: compressed once at build time, not per request.
    expect(Number(home.headers()["content-length"])).toBe(statSync(join(distDir, "index.html.br")).size);
    const script = (await home.text()).match(/<meta name="app-module" content="\/(assets\/[^"]+\.js)">/)?.[1];
    const asset = await request.get(`/${script}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    expect(Number(asset.headers()["content-length"])).toBe(statSync(join(distDir, `${script}.gz`)).size);
    expect(asset.headers()["cache-control"]).toBe(cacheControl.hashedAsset);
  });

  test("dist/_headers gives every address the security headers and every page, aliases included, its own policy and revalidation; dist/_redirects passes enquiries on", async () => {
    const headers = readFileSync(join(distDir, "_headers"), "utf8");
    for (const { route, aliases } of sitePages) {
      for (const address of [route, ...aliases]) {
        const html = readFileSync(join(distDir, address === "/" ? "index.html" : `${address.slice(1)}/index.html`), "utf8");
        const rule = headers.match(new RegExp(`\n${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n  Cache-Control: (.*)\n  Content-Security-Policy: (.*)\n`));
        expect(rule?.[1], address).toBe(cacheControl.html);
        expectPagePolicy(rule?.[2], html, address);
      }
    }
    expect(headers).toContain(`\n/assets/*\n  Cache-Control: ${cacheControl.hashedAsset}\n  Content-Security-Policy: ${sitePolicy}\n`);
    const everyAddress = Object.entries(securityHeadersBesidesPolicy).map(([name, value]) => `  ${name}: ${value}`).join("\n");
    expect(headers).toContain(`\n/*\n${everyAddress}\n`);
    expect(readFileSync(join(distDir, "_redirects"), "utf8")).toMatch(/^\/api\/\*  https:\/\/\S+\/api\/:splat  200$/m);
  });
});
