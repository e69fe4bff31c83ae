/**
 * Every page a visitor can get, judged by an outside checker, the W3C Nu HTML checker (npm run check
 * runs this after the build): each built page and alias, the 404 page, and search results as the
 * production server writes them. Any error fails, named with its page, line and message; so does any
 * warning, unless `explained` below says why it may stay. One run of the checker for all of them.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { distDir } from "../scripts/lib/paths.ts";
import { createServer } from "../src/server/app.ts";
import { highlighted, nuCheck, type NuMessage } from "./nuHtmlChecker.ts";

/**
 * The warnings that may stay, each with why; `undefined` for any other. Both come from the
 * Content-Security-Policy in each page's <meta http-equiv>, which the checker enforces on the files
 * as it reads them. e2e/everyAddress.spec.ts visits every page in a real browser over HTTP and
 * fails on any violation, so a resource the policy truly refuses is still caught there.
 */
function explained(warning: NuMessage): string | undefined {
  // A file read from disk has the origin file:, which 'self' never matches; served over HTTP, a
  // path on the site ("/images/…", "/assets/…") is 'self'. Another host ("//cdn…", "https://…") is not excused.
  if (/^Resource violates Content Security Policy \(meta tag\): [\w ]+ “\/(?!\/)[^”]*” blocked by “(img|script)-src” directive\.$/.test(warning.message)) {
    return "the checker reads the page as a file, whose origin is not the site's";
  }
  // The checker takes every inline <script> for a script to run; one of type application/json or
  // application/ld+json is a data block (the served page's data, the structured data), which the
  // browser never runs and script-src does not govern. (After a long line the checker's highlight can
  // begin a character early, on the space before the element.)
  if (warning.message.startsWith("Inline script violates Content Security Policy") && /^\s?<script type="application\/(ld\+)?json"/.test(highlighted(warning))) {
    return "a data block is not a script";
  }
  return undefined;
}

/** Search results as the production server answers them: a query with results, and one that must come back escaped. */
const searchQueries = { "search-cloud.html": "cloud", "search-escaped.html": `<b>"cloud" & 'web'</b>` };

/** The checker's own test: what each rule must catch, in the same run (an error, and warnings no rule excuses). */
const probe = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'"><title>Probe</title></head>
<body><span size="56">tile</span><img src="https://cdn.example.com/a.png" alt="A"><img src="/images/b.png" alt="B">
<script type="application/json">{}</script><script>document.title = "x";</script></body></html>`;

const folder = mkdtempSync(join(tmpdir(), "nu-checker-"));
const builtFiles = existsSync(distDir) ? listFilesRecursively(distDir).filter((file) => file.endsWith(".html")) : [];
let messages: NuMessage[] = [];
/** What the server answered for each search, before it went to the checker. */
const searchPages = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  if (builtFiles.length === 0) return; // the first test says to build first
  const app = await createServer({ dist: distDir });
  for (const [name, s] of Object.entries(searchQueries)) {
    const response = await app.inject({ url: `/search?${new URLSearchParams({ s })}` });
    searchPages.set(s, { status: response.statusCode, body: response.body });
    writeFileSync(join(folder, name), response.body);
  }
  await app.close();
  writeFileSync(join(folder, "probe.html"), probe);
  messages = await nuCheck([...builtFiles, ...Object.keys(searchQueries).map((name) => join(folder, name)), join(folder, "probe.html")]);
}, 180_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The page a message is about: its file under dist/, or the search address it came from. */
const pageOf = (file: string) => (file.startsWith(folder) ? (file.endsWith("probe.html") ? "probe" : `/search?s=${searchQueries[relative(folder, file) as keyof typeof searchQueries]}`) : relative(distDir, file));
const line = (message: NuMessage) => `${pageOf(message.file)}:${message.lastLine ?? "?"}  ${message.message}`;
const isWarning = (message: NuMessage) => message.type === "info" && message.subType === "warning";
const ofSite = (message: NuMessage) => pageOf(message.file) !== "probe";

describe("the W3C Nu HTML checker, on every page of the built site", () => {
  it("is given every page and alias, the 404 page and search results, the query shown escaped", () => {
    expect(builtFiles.length, `no .html under ${distDir}: run npm run build first`).toBeGreaterThan(10);
    expect(builtFiles.map((file) => relative(distDir, file))).toEqual(expect.arrayContaining(["index.html", "404.html", "blog/aiml/index.html", "blog/AIML/index.html"]));
    expect([...searchPages.values()].map(({ status }) => status)).toEqual([200, 200]);
    expect(searchPages.get(searchQueries["search-escaped.html"])!.body).toContain("&lt;b&gt;&quot;cloud&quot; &amp; &#x27;web&#x27;&lt;/b&gt;");
  });

  it("finds no error", () => {
    expect(messages.filter((message) => ofSite(message) && !isWarning(message)).map(line)).toEqual([]);
  });

  it("prints no warning but those explained in this test", () => {
    expect(messages.filter((message) => ofSite(message) && isWarning(message) && !explained(message)).map(line)).toEqual([]);
  });
});

describe("the check itself", () => {
  const probed = () => messages.filter((message) => !ofSite(message));

  it("reports a style prop that reached the HTML as an error", () => {
    expect(probed().filter((message) => message.type === "error").map((message) => message.message)).toEqual(['Attribute “size” not allowed on element “span” at this point.']);
  });

  it("excuses only the site's own files and data blocks, not a picture from another host nor a script that runs", () => {
    const warnings = probed().filter(isWarning);
    expect(warnings.filter(explained).map(highlighted)).toEqual(['<img src="/images/b.png" alt="B">', '<script type="application/json">']);
    expect(warnings.filter((warning) => !explained(warning)).map(highlighted)).toEqual(['<img src="https://cdn.example.com/a.png" alt="A">', "<script>"]);
  });
});
