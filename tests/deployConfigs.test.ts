import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheControl, contentTypesHostsMayLack, securityHeaders, securityHeadersBesidesPolicy } from "../src/server/responseHeaders.ts";
import { enquiriesOrigin, headerRules, headersFile, placeholderEnquiriesOrigin, redirectsFile } from "../scripts/lib/deployConfigs.ts";
import { nginxPagePoliciesFile } from "../scripts/lib/nginxPagePolicies.ts";
import { nginxNotFoundPagesFile } from "../scripts/lib/nginxNotFoundPages.ts";
import { root } from "../scripts/lib/paths.ts";
import { escapeRegExp } from "../src/shared/escapeRegExp.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site: home, a page, an alias in other letter case, the Arabic home page, assets, pictures, the 404 pages, robots.txt. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), "deploy-configs-"));
  folders.push(dist);
  for (const folder of ["about-us", "blog/AIML", "blog/aiml", "ar", "assets", "images/flags", ".vite"]) mkdirSync(join(dist, folder), { recursive: true });
  for (const page of ["index.html", "about-us/index.html", "blog/AIML/index.html", "blog/aiml/index.html", "ar/index.html", "404.html"]) writeFileSync(join(dist, page), "<!doctype html>");
  writeFileSync(join(dist, "ar/404.html"), '<!doctype html><html lang="ar" dir="rtl"><style>h1{color:red}</style>');
  writeFileSync(join(dist, "about-us/index.html"), "<!doctype html><style>body{color:red}</style>");
  for (const file of ["index.html.br", "assets/index-1a2b.js", "images/flags/ae.svg", "robots.txt", "robots.txt.gz", "favicon.svg", "site.webmanifest", ".vite/manifest.json"]) {
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

  it.each(["/", "/about-us", "/ar", "/assets/index-1a2b.js", "/images/flags/ae.svg", "/404.html", "/ar/404.html"])("gives %s every security header", (address) => {
    const { headers } = headersAt(rules(), address);
    expect({ ...headers, "Content-Security-Policy": undefined }).toMatchObject({ ...securityHeaders, "Content-Security-Policy": undefined });
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none'; /);
  });

  it("gives a page the policy that allows its own inline styles, from exactly one rule", () => {
    const bodyRed = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"; // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
    for (const address of ["/about-us", "/about-us/"]) {
      const { matches, headers } = headersAt(rules(), address);
      expect(headers["Content-Security-Policy"]).toBe(securityHeaders["Content-Security-Policy"]!.replace("; img-src", ` ${bodyRed}; img-src`));
      // Two matching rules would be joined with a comma: two policies, the other refusing the page's styles.
      expect(matches.filter((rule) => "Content-Security-Policy" in rule.headers)).toHaveLength(1);
    }
    expect(headersAt(rules(), "/assets/index-1a2b.js").headers["Content-Security-Policy"]).toBe(securityHeaders["Content-Security-Policy"]);
  });

  it("gives the Arabic 404 page the policy that allows its own inline styles", () => {
    const redH1 = "'sha256-/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY='"; // echo -n 'h1{color:red}' | openssl dgst -sha256 -binary | base64
    expect(headersAt(rules(), "/ar/404.html").headers["Content-Security-Policy"]).toBe(securityHeaders["Content-Security-Policy"]!.replace("; img-src", ` ${redH1}; img-src`));
  });

  it("gives an unknown address every security header but the policy, which its 404.html carries itself", () => {
    for (const address of ["/no/such/page", "/ar/no/such/page"]) expect(headersAt(rules(), address).headers, address).toEqual(securityHeadersBesidesPolicy);
    const { headers } = headersAt(rules(), "/no/such/page");
    expect(Object.keys(headers)).toEqual(Object.keys(securityHeaders).filter((name) => name !== "Content-Security-Policy"));
  });

  it.each([
    ["/", cacheControl.html],
    ["/about-us", cacheControl.html],
    ["/about-us/", cacheControl.html],
    ["/blog/AIML", cacheControl.html],
    ["/blog/aiml/", cacheControl.html],
    ["/404.html", cacheControl.html],
    ["/ar/404.html", cacheControl.html],
    ["/assets/index-1a2b.js", cacheControl.hashedAsset],
    ["/images/flags/ae.svg", cacheControl.publicFile],
    ["/robots.txt", cacheControl.publicFile],
    ["/favicon.svg", cacheControl.publicFile],
    ["/site.webmanifest", cacheControl.publicFile],
  ])("keeps %s with Cache-Control %s, from exactly one rule", (address, expected) => {
    const { matches, headers } = headersAt(rules(), address);
    expect(headers["Cache-Control"]).toBe(expected);
    // Hosts join the values of two matching rules with a comma, which would make nonsense of it.
    expect(matches.filter((rule) => "Cache-Control" in rule.headers)).toHaveLength(1);
  });

  it("says the web app manifest's media type, which not every host knows, and no other file's", () => {
    expect(headersAt(rules(), "/site.webmanifest").headers["Content-Type"]).toBe("application/manifest+json");
    expect(rules().filter(({ headers }) => "Content-Type" in headers).map(({ path }) => path)).toEqual(["/site.webmanifest"]);
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

  it("answers an unknown Arabic address with the Arabic 404 page and status 404 (Netlify), after every other rule", () => {
    const text = redirectsFile("https://enquiries.example.com", [{ from: "/old", to: "/new" }], ["404.html", "ar/404.html"]);
    const rules = text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules.at(-1)).toBe("/ar/*  /ar/404.html  404");
    // English's 404.html needs no rule: both hosts answer with it by themselves.
    expect(rules.filter((line) => line.endsWith("  404"))).toHaveLength(1);
    expect(redirectsFile("https://enquiries.example.com", [], ["404.html"])).not.toContain("404.html");
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
    ["~* \\.(?:svg|png|jpe?g|webp|avif|gif|ico|pdf|js|css|txt|xml|json|webmanifest|woff2?)$", cacheControl.publicFile],
    ["~ ^/(?:[^/]+/)?404\\.html$", cacheControl.html],
  ];

  // Pages (and the 404 page) take their policy from the build's list, which adds their styles' hashes.
  const pagePolicy = "$page_content_security_policy";
  const servesPages = (spec: string) => spec === "/" || spec.includes("404");

  it.each(staticLocations)("location %s states every security header of the server, with the same value, always", (spec) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      const sent = name === "Content-Security-Policy" && servesPages(spec) ? pagePolicy : `"${value}"`;
      expect(location(spec), name).toContain(`add_header ${name} ${sent} always;`);
    }
  });

  it("gives each page its policy from the build's list, by the file sent, and other files the site's policy", () => {
    const map = conf.slice(conf.indexOf(`map $uri ${pagePolicy} {`), conf.indexOf("}", conf.indexOf(`map $uri ${pagePolicy} {`)));
    expect(map).toContain(`default "${securityHeaders["Content-Security-Policy"]}";`);
    expect(map).toMatch(/include \S+\/dist\/_page-policies\.nginx;/);
  });

  it.each(staticLocations)("location %s keeps its files with Cache-Control %s", (spec, expected) => {
    expect(location(spec)).toContain(`add_header Cache-Control "${expected}" always;`);
  });

  it("adds no header outside those locations, where nginx would drop it or send it twice", () => {
    const inStatic = staticLocations.reduce((count, [spec]) => count + (location(spec).match(/add_header /g)?.length ?? 0), 0);
    expect(conf.match(/add_header /g)).toHaveLength(inStatic);
  });

  it("names the media types Debian's mime.types lacks, the web app manifest's among them", () => {
    for (const [extension, type] of Object.entries(contentTypesHostsMayLack)) {
      expect(conf).toMatch(new RegExp(`\\btypes \\{[^}]*\\s${escapeRegExp(type)}\\s+${escapeRegExp(extension.slice(1))};`));
    }
  });

  it("serves dist/ with its pages, its own 404 page and the build's compressed copies", () => {
    expect(conf).toMatch(/root \S+\/dist;/);
    expect(location("/")).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 $not_found_page;");
    // Each language's 404 page by the address asked for, from the build's list.
    expect(conf).toMatch(/map \$request_uri \$not_found_page \{\s*include \S+\/dist\/_not-found-pages\.nginx;\s*\}/);
    expect(conf).toContain("brotli_static on;");
    expect(conf).toContain("gzip_static on;");
  });

  it("passes the enquiry API and the search results to the Node server of npm start", () => {
    expect(conf).toMatch(/upstream company_site_node \{\s*server 127\.0\.0\.1:4173;/);
    expect(location("/api/")).toContain("proxy_pass http://company_site_node;");
    expect(location("~ ^/(?:[^/]+/)?search$")).toContain("proxy_pass http://company_site_node;");
  });
});

describe("dist/_not-found-pages.nginx", () => {
  it("gives an address under /ar, in any letter case, the Arabic 404 page, and any other English's, from the site's languages", () => {
    expect(nginxNotFoundPagesFile(builtSite()).split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "default /404.html;",
      '"~*^/ar(?:[/?]|$)" /ar/404.html;',
    ]);
  });

  it("gives English's 404 page to a language whose own the build lacks", () => {
    const dist = builtSite();
    rmSync(join(dist, "ar", "404.html"));
    expect(nginxNotFoundPagesFile(dist)).toContain('"~*^/ar(?:[/?]|$)" /404.html;');
  });
});

describe("dist/_page-policies.nginx", () => {
  const bodyRed = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"; // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
  const withStyle = securityHeaders["Content-Security-Policy"]!.replace("; img-src", ` ${bodyRed}; img-src`);
  const entries = (dist: string) => new Map([...nginxPagePoliciesFile(dist).matchAll(/^"([^"]+)" "([^"]+)";$/gm)].map(([, uri, policy]) => [uri, policy]));

  it("gives each page file, as nginx's $uri names it after try_files, the policy that allows its inline styles", () => {
    const map = entries(builtSite());
    expect(map.get("/about-us/index.html")).toBe(withStyle);
    expect(map.get("/about-us//index.html")).toBe(withStyle);
    for (const uri of ["/index.html", "//index.html", "/blog/AIML/index.html", "/blog/AIML//index.html", "/ar/index.html", "/ar//index.html", "/404.html"]) {
      expect(map.get(uri), uri).toBe(securityHeaders["Content-Security-Policy"]);
    }
    expect(map.get("/ar/404.html")).toContain("'sha256-");
    // nginx matches plain keys in any letter case, so /blog/aiml shares /blog/AIML's line (a second one
    // would stop nginx from starting).
    expect(map.size).toBe(10);
  });

  it("keys spellings that differ only in letter case by exact regular expressions when their policies differ", () => {
    const dist = builtSite();
    writeFileSync(join(dist, "blog/aiml/index.html"), "<!doctype html><style>body{color:red}</style>");
    const map = entries(dist);
    expect(map.get("~^/blog/aiml/index\\.html$")).toBe(withStyle);
    expect(map.get("~^/blog/AIML/index\\.html$")).toBe(securityHeaders["Content-Security-Policy"]);
    expect(map.has("/blog/AIML/index.html")).toBe(false);
  });
});
