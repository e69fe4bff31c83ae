import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheControl, securityHeaders } from "../src/server/responseHeaders.ts";
import { enquiriesOrigin, headerRules, headersFile, placeholderEnquiriesOrigin, redirectsFile } from "../scripts/lib/deployConfigs.ts";
import { root } from "../scripts/lib/paths.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site: home, a page, an alias in other letter case, assets, pictures, the 404 page, robots.txt. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), "deploy-configs-"));
  folders.push(dist);
  for (const folder of ["about-us", "blog/AIML", "blog/aiml", "assets", "images/flags", ".vite"]) mkdirSync(join(dist, folder), { recursive: true });
  for (const page of ["index.html", "about-us/index.html", "blog/AIML/index.html", "blog/aiml/index.html", "404.html"]) writeFileSync(join(dist, page), "<!doctype html>");
  for (const file of ["index.html.br", "assets/index-1a2b.js", "images/flags/ae.svg", "robots.txt", "robots.txt.gz", "theme-init.js", ".vite/manifest.json"]) {
    writeFileSync(join(dist, file), "x");
  }
  return dist;
}

/** Reads a _headers file the way Netlify and Cloudflare Pages do: a path, then indented `Name: value` lines. */
function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ path: line, headers: {} });
    else {
      const [name, ...value] = line.trim().split(": ");
      rules.at(-1)!.headers[name!] = value.join(": ");
    }
  }
  return rules;
}

/** The headers a host sends for an address: every matching rule's, `*` matching the rest of the path. */
function headersAt(rules: ReturnType<typeof parseHeadersFile>, address: string) {
  const matches = rules.filter(({ path }) => (path.endsWith("*") ? address.startsWith(path.slice(0, -1)) : address === path));
  return { matches, headers: Object.assign({}, ...matches.map((rule) => rule.headers)) as Record<string, string> };
}

describe("dist/_headers", () => {
  const rules = () => parseHeadersFile(headersFile(headerRules(builtSite())));

  it.each(["/", "/about-us", "/assets/index-1a2b.js", "/images/flags/ae.svg", "/no/such/page"])("gives %s every security header", (address) => {
    expect(headersAt(rules(), address).headers).toMatchObject(securityHeaders);
  });

  it.each([
    ["/", cacheControl.html],
    ["/about-us", cacheControl.html],
    ["/about-us/", cacheControl.html],
    ["/blog/AIML", cacheControl.html],
    ["/blog/aiml/", cacheControl.html],
    ["/404.html", cacheControl.html],
    ["/assets/index-1a2b.js", cacheControl.hashedAsset],
    ["/images/flags/ae.svg", cacheControl.publicFile],
    ["/robots.txt", cacheControl.publicFile],
    ["/theme-init.js", cacheControl.publicFile],
  ])("keeps %s with Cache-Control %s, from exactly one rule", (address, expected) => {
    const { matches, headers } = headersAt(rules(), address);
    expect(headers["Cache-Control"]).toBe(expected);
    // Hosts join the values of two matching rules with a comma, which would make nonsense of it.
    expect(matches.filter((rule) => "Cache-Control" in rule.headers)).toHaveLength(1);
  });

  it("names no compressed copy, hidden build record or host configuration file", () => {
    const paths = rules().map(({ path }) => path);
    expect(paths.filter((path) => /\.(br|gz)$|\/\.|_headers|_redirects/.test(path))).toEqual([]);
  });
});

describe("dist/_redirects", () => {
  it("passes the enquiry API on to the Node server, keeping the browser on our origin (status 200)", () => {
    expect(redirectsFile("https://enquiries.example.com")).toContain("/api/*  https://enquiries.example.com/api/:splat  200\n");
  });

  it("takes the server's origin from ENQUIRIES_ORIGIN, with a fictional placeholder without it", () => {
    expect(enquiriesOrigin({})).toBe(placeholderEnquiriesOrigin);
    expect(placeholderEnquiriesOrigin).toMatch(/\.example\.com$/);
    expect(enquiriesOrigin({ ENQUIRIES_ORIGIN: "https://forms.acme.test:8443" })).toBe("https://forms.acme.test:8443");
  });

  it.each([
    ["http://enquiries.acme.test", /https:/],
    ["https://enquiries.acme.test/api", /origin only/],
    ["enquiries.acme.test", /such as/],
  ])("refuses ENQUIRIES_ORIGIN=%s", (value, message) => {
    expect(() => enquiriesOrigin({ ENQUIRIES_ORIGIN: value })).toThrow(message);
  });
});

describe("docs/deploy/nginx.conf", () => {
  const conf = readFileSync(join(root, "docs", "deploy", "nginx.conf"), "utf8").replace(/#.*$/gm, "");
  const location = (spec: string) => {
    const start = conf.indexOf(`location ${spec} {`);
    expect(start, `location ${spec}`).toBeGreaterThan(-1);
    return conf.slice(start, conf.indexOf("}", start));
  };
  const staticLocations: [string, string][] = [
    ["/", cacheControl.html],
    ["^~ /assets/", cacheControl.hashedAsset],
    ["~* \\.(?:svg|png|jpe?g|webp|avif|gif|ico|pdf|js|css|txt|xml|json|woff2?)$", cacheControl.publicFile],
    ["= /404.html", cacheControl.html],
  ];

  it.each(staticLocations)("location %s states every security header of the server, with the same value, always", (spec) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(location(spec), name).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it.each(staticLocations)("location %s keeps its files with Cache-Control %s", (spec, expected) => {
    expect(location(spec)).toContain(`add_header Cache-Control "${expected}" always;`);
  });

  it("adds no header outside those locations, where nginx would drop it or send it twice", () => {
    const inStatic = staticLocations.reduce((count, [spec]) => count + (location(spec).match(/add_header /g)?.length ?? 0), 0);
    expect(conf.match(/add_header /g)).toHaveLength(inStatic);
  });

  it("serves dist/ with its pages, its own 404 page and the build's compressed copies", () => {
    expect(conf).toMatch(/root \S+\/dist;/);
    expect(location("/")).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toContain("gzip_static on;");
  });

  it("passes the enquiry API and the search results to the Node server of npm start", () => {
    expect(conf).toMatch(/upstream company_site_node \{\s*server 127\.0\.0\.1:4173;/);
    expect(location("/api/")).toContain("proxy_pass http://company_site_node;");
    expect(location("= /search")).toContain("proxy_pass http://company_site_node;");
  });
});
