import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { redirectsFile } from "../scripts/lib/deployConfigs.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { redirectPageHtml, writeRedirectPages } from "../scripts/lib/redirectPages.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { createServer } from "../src/server/app.ts";
import { policyInPage } from "../src/server/pagePolicy.ts";
import { cacheControl } from "../src/server/responseHeaders.ts";
import { fixtureSite } from "./fixtureSite.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The errors of a fixture site (tests/fixtures/validation/<fixture> over _base). */
const errors = (fixture: string) =>
  validateProject({ pagesDir: fixtureSite(fixture) })
    .problems.filter((problem) => problem.severity === "error")
    .map(formatProblem);

describe("the validator's rules for redirects (pages/_site.json)", () => {
  it("accepts old addresses that send visitors to a page or a section of one, another letter case of one going to the same page", () => {
    expect(errors("redirects")).toEqual([]);
  });

  it("refuses an old address that is a page's address in any letter case, or one of a page's aliases", () => {
    expect(errors("redirect-from-page")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/redirect-from-page/_site.json:15:15  /redirects/0/from  "/About-Us" is the address of tests/fixtures/.work/redirect-from-page/about-us.json (the same as "/about-us": letter case and a trailing slash do not count), so it cannot also send visitors elsewhere: remove this redirect, or the page",
        "tests/fixtures/.work/redirect-from-page/_site.json:16:15  /redirects/1/from  "/who-we-are" is another address of tests/fixtures/.work/redirect-from-page/team.json, so it cannot also send visitors elsewhere: remove this redirect, or that alias from the page",
      ]
    `);
  });

  it("refuses a redirect to no page, to a file, to a section the page does not have, or to another site", () => {
    expect(errors("redirect-to-nowhere")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/redirect-to-nowhere/_site.json:15:29  /redirects/0/to  links to "/abut-us", which is not a page of this site (did you mean "/about-us"?)",
        "tests/fixtures/.work/redirect-to-nowhere/_site.json:16:30  /redirects/1/to  sends visitors to "/favicon.svg", which is a file, not a page: name a page of this site",
        "tests/fixtures/.work/redirect-to-nowhere/_site.json:17:31  /redirects/2/to  links to "/about-us#missing" but tests/fixtures/.work/redirect-to-nowhere/about-us.json has no block with "id": "missing"",
        "tests/fixtures/.work/redirect-to-nowhere/_site.json:18:33  /redirects/3/to  sends visitors to "https://www.example.org/", which is not a page of this site: a redirect leads to one of its pages, such as "/contact"",
      ]
    `);
  });

  it("refuses a second redirect from the same address, and another letter case of it going elsewhere", () => {
    expect(errors("redirect-repeated")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/redirect-repeated/_site.json:16:15  /redirects/1/from  "/old" is already redirected, to "/", by redirect 1: an address is redirected once; remove one of them",
        "tests/fixtures/.work/redirect-repeated/_site.json:18:15  /redirects/3/from  "/Old" is the same address as "/old" (letter case does not count), which redirect 1 sends to "/": send both spellings to the same page, or remove one",
      ]
    `);
  });

  it("refuses a redirect to another redirect's old address (a chain), and one to its own", () => {
    expect(errors("redirect-chain")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/redirect-chain/_site.json:15:31  /redirects/0/to  sends visitors to "/second", which is no page: it redirects to "/about-us"; send them to "/about-us" directly (one step, not a chain of redirects)",
        "tests/fixtures/.work/redirect-chain/_site.json:17:30  /redirects/2/to  sends visitors back to "/loop" itself: name the page they should reach",
      ]
    `);
  });

  it("refuses a link to an old address, naming the page to link to instead", () => {
    expect(errors("link-to-redirect")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/link-to-redirect/page.json:5:92  /blocks/0/actions/0/href  links to "/old-about", which is no page: it redirects to "/about-us"; link to "/about-us" instead",
        "tests/fixtures/.work/link-to-redirect/page.json:5:136  /blocks/0/actions/1/href  links to "/Old-About#intro", which is no page: it redirects to "/about-us"; link to "/about-us" instead",
      ]
    `);
  });

  it("checks the site as if a file were gone, for the studio's Delete page", () => {
    const pagesDir = fixtureSite("_base");
    const problems = validateProject({ pagesDir, absent: new Set([join(pagesDir, "about-us.json")]) }).problems.map(formatProblem);
    expect(problems).toEqual([`tests/fixtures/.work/_base/_site.json:5:83  /navigation/1/href  links to "/about-us", which is not a page of this site`]);
  });
});

const moved = [
  { from: "/careers", to: "/contact" },
  { from: "/team", to: "/about-us#intro" },
];

describe("redirects in the built site", () => {
  it("writes each old address, with and without its trailing slash, into dist/_redirects with status 301, before the enquiry API's rule", () => {
    const lines = redirectsFile("https://enquiries.example.com", moved).split("\n");
    const rules = lines.filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/careers  /contact  301",
      "/careers/  /contact  301",
      "/team  /about-us#intro  301",
      "/team/  /about-us#intro  301",
      "/api/*  https://enquiries.example.com/api/:splat  200",
    ]);
  });

  it("writes a page at each old address that sends the browser on, names the new page canonical and asks not to be indexed", async () => {
    const dist = mkdtempSync(join(tmpdir(), "redirect-pages-"));
    folders.push(dist);
    expect(await writeRedirectPages(dist, [{ from: "/blog/old-post", to: "/contact" }], "https://www.example.com")).toEqual(["blog/old-post/index.html"]);
    const html = readFileSync(join(dist, "blog", "old-post", "index.html"), "utf8");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/contact">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/contact">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('This page has moved to <a href="/contact">/contact</a>.');
    expect(policyInPage(html)).toMatch(/^default-src 'none'; /);
  });

  it("names the page, not its section, as canonical", () => {
    expect(redirectPageHtml("/about-us#intro", "https://www.example.com")).toContain('<link rel="canonical" href="https://www.example.com/about-us">');
  });
});

describe("the production server's answer at an old address", () => {
  async function server() {
    const dist = mkdtempSync(join(tmpdir(), "redirects-"));
    folders.push(dist);
    for (const folder of ["contact", "careers", "about-us"]) mkdirSync(join(dist, folder));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(dist, "contact", "index.html"), "<!doctype html><title>Contact</title>");
    writeFileSync(join(dist, "about-us", "index.html"), "<!doctype html><title>About Us</title>");
    writeFileSync(join(dist, "careers", "index.html"), redirectPageHtml("/contact", "https://www.example.com"));
    writeFileSync(join(dist, "404.html"), "<!doctype html><title>Page Not Found</title>");
    writeFileSync(join(dist, "_redirects"), redirectsFile("https://enquiries.example.com", moved));
    return createServer({ dist });
  }

  it("answers 301 to the new page, in any letter case and with a trailing slash, keeping the query", async () => {
    const app = await server();
    for (const url of ["/careers", "/Careers", "/careers/"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/contact");
    }
    expect((await app.inject({ url: "/careers?utm_source=newsletter" })).headers.location).toBe("/contact?utm_source=newsletter");
    expect((await app.inject({ url: "/team?ref=1" })).headers.location).toBe("/about-us?ref=1#intro");
  });

  it("lets browsers keep the 301 only while checking back, and sends the site's security headers with it", async () => {
    const response = await (await server()).inject({ url: "/careers" });
    expect(response.headers["cache-control"]).toBe(cacheControl.html);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'; /);
  });

  it("still serves pages, and 404 at an address nothing redirects", async () => {
    const app = await server();
    expect((await app.inject({ url: "/contact" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/careers-old" })).statusCode).toBe(404);
  });
});
