/**
 * The configuration files a static host (Netlify, Cloudflare Pages) reads from the published folder:
 * `_headers` from the server's own header module, so the site answers with the same headers whoever
 * serves it, and `_redirects`, which sends the contact form's enquiries on to the Node server.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { cacheControl, contentSecurityPolicyFor, contentTypesHostsMayLack, hashedAssetsFolder, precompressedSuffixes, securityHeadersBesidesPolicy } from "../../src/server/responseHeaders.ts";
import { pageContentSecurityPolicy } from "../../src/server/pagePolicy.ts";
import { ENQUIRIES_PATH } from "../../src/shared/enquiryApi.ts";
import { redirectLine, type Redirect } from "../../src/server/redirects.ts";
import { builtNotFoundFiles } from "../../src/server/notFoundPages.ts";
import { listFilesRecursively } from "./files.ts";
import { slashedPath } from "./paths.ts";

/** A clearly fictional placeholder: a deployment sets ENQUIRIES_ORIGIN when it builds (docs/deploy.md). */
export const placeholderEnquiriesOrigin = "https://enquiries.example.com";

/** Cloudflare Pages reads at most this many rules from _headers (Netlify has no such limit). */
export const cloudflareHeaderRuleLimit = 100;

/** Each page's Content-Security-Policy for nginx (scripts/lib/nginxPagePolicies.ts). */
export const nginxPagePoliciesFileName = "_page-policies.nginx";

/** Each language's 404 page for nginx (scripts/lib/nginxNotFoundPages.ts). */
export const nginxNotFoundPagesFileName = "_not-found-pages.nginx";

/** Files the hosts read as configuration; they are not part of the site. */
export const hostConfigFiles = ["_headers", "_redirects", nginxPagePoliciesFileName, nginxNotFoundPagesFileName] as const;

/** The origin (scheme, host, optional port) of the server that stores enquiries, from ENQUIRIES_ORIGIN. */
export function enquiriesOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.ENQUIRIES_ORIGIN?.trim() || placeholderEnquiriesOrigin;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ENQUIRIES_ORIGIN must be an address such as ${placeholderEnquiriesOrigin}, not "${value}"`);
  }
  if (url.protocol !== "https:") throw new Error(`ENQUIRIES_ORIGIN must use https: (enquiries hold people's details), not "${value}"`);
  if (url.pathname !== "/" || url.search || url.hash) throw new Error(`ENQUIRIES_ORIGIN is an origin only, without a path: "${url.origin}", not "${value}"`);
  return url.origin;
}

/** What the host is asked for and how long it may be kept, in the order the rules are written. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** The pages the build wrote, as paths inside dist/ (`index.html`, `about-us/index.html`), aliases included. */
export function pageHtmlFiles(dist: string): string[] {
  return listFilesRecursively(dist)
    .map((file) => slashedPath(dist, file))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .filter((file) => !file.startsWith(`${hashedAssetsFolder}/`))
    .sort();
}

/**
 * The addresses the build wrote a page for (`about-us/index.html` → `/about-us` and `/about-us/`, as
 * hosts serve a folder's index.html at both or redirect one to the other), each with its HTML file.
 */
function pageAddresses(dist: string): { address: string; file: string }[] {
  return pageHtmlFiles(dist).flatMap((file) => {
    const folder = file.slice(0, -"index.html".length).replace(/\/$/, "");
    return (folder === "" ? ["/"] : [`/${folder}`, `/${folder}/`]).map((address) => ({ address, file }));
  });
}

/** Whether a folder holds a page at any depth (dist/blog/ may hold only dist/blog/aiml/index.html). */
const holdsPages = (folder: string) => listFilesRecursively(folder).some((file) => file.endsWith(".html"));

/** Top-level files and folders of dist/ that are neither pages nor hashed assets (images, favicon, robots.txt…). */
function publicFilePaths(dist: string): string[] {
  const isConfigOrCopy = (name: string) =>
    (hostConfigFiles as readonly string[]).includes(name) || precompressedSuffixes.some((suffix) => name.endsWith(suffix));
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith(".") && entry.name !== hashedAssetsFolder && !isConfigOrCopy(entry.name))
    .flatMap((entry) => {
      if (entry.isDirectory()) return holdsPages(join(dist, entry.name)) ? [] : [`/${entry.name}/*`];
      return entry.name.endsWith(".html") ? [] : [`/${entry.name}`];
    })
    .sort();
}

/** The Content-Type of a file whose type the host may not know, by its extension; none for the others. */
function contentTypeOf(path: string): Record<string, string> {
  const type = Object.entries(contentTypesHostsMayLack).find(([extension]) => path.endsWith(extension))?.[1];
  return type ? { "Content-Type": type } : {};
}

/**
 * Security headers for every address; then one Cache-Control and one Content-Security-Policy per
 * address, never two rules giving an address the same header (hosts join such values with a comma: two
 * policies, both enforced, and a page's styles would be refused by the other one). Each page's policy
 * carries its own styles' hashes. An unknown address gets no policy header (no rule can name it without
 * also matching every page), so a 404 page (404.html, ar/404.html) enforces the policy written into it
 * (pagePolicy.ts).
 */
export function headerRules(dist: string): HeaderRule[] {
  const file = (cache: string) => ({ "Cache-Control": cache, "Content-Security-Policy": contentSecurityPolicyFor() });
  const page = (htmlFile: string) => ({
    "Cache-Control": cacheControl.html,
    "Content-Security-Policy": pageContentSecurityPolicy(readFileSync(join(dist, htmlFile), "utf8")),
  });
  return [
    { path: "/*", headers: { ...securityHeadersBesidesPolicy } },
    { path: `/${hashedAssetsFolder}/*`, headers: file(cacheControl.hashedAsset) },
    ...publicFilePaths(dist).map((path) => ({ path, headers: { ...file(cacheControl.publicFile), ...contentTypeOf(path) } })),
    ...[...pageAddresses(dist), ...builtNotFoundFiles(dist).map((file) => ({ address: `/${file}`, file }))].map(({ address, file }) => ({ path: address, headers: page(file) })),
  ];
}

/** Netlify / Cloudflare Pages `_headers`: a path, then its headers indented on the lines below. */
export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"));
  return `# Generated by npm run build (scripts/deploy-configs.ts) from src/server/responseHeaders.ts: do not edit.\n\n${blocks.join("\n\n")}\n`;
}

/**
 * Netlify / Cloudflare Pages `_redirects`. Pages and aliases need no rule (each is its own file) and
 * both hosts answer unknown addresses with 404.html and status 404 by themselves. The site's
 * redirects (pages/_site.json) come first, each with and without a trailing slash, as hosts match
 * exactly (Cloudflare Pages counts each rule after the first with a `*` against its 100 dynamic ones); the Node server
 * answers the same lines (src/server/redirects.ts). The enquiry API is proxied (status 200: the
 * browser keeps talking to our own origin, which the CSP requires). An unknown address under a
 * language's folder gets that language's 404 page (`notFoundFiles` past English's: `ar/404.html`):
 * Netlify by a 404 rule, which applies only where no file is (a page is served as it is); Cloudflare
 * Pages by itself, as it answers with the 404.html nearest the address, and it skips the rule, whose
 * status it does not take.
 */
export function redirectsFile(origin: string, redirects: readonly Redirect[] = [], notFoundFiles: readonly string[] = []): string {
  const api = ENQUIRIES_PATH.split("/").slice(0, 2).join("/"); // "/api"
  const moved = redirects.flatMap(({ from, to }) => [redirectLine({ from, to }), redirectLine({ from: `${from}/`, to })]);
  const inFolders = notFoundFiles.filter((file) => posix.dirname(file) !== ".").map((file) => `/${posix.dirname(file)}/*  /${file}  404`);
  return [
    "# Generated by npm run build (scripts/deploy-configs.ts): do not edit. ENQUIRIES_ORIGIN sets the server.",
    ...(moved.length ? ["# Old addresses (redirects in pages/_site.json), moved for good to a page.", ...moved] : []),
    "# The contact form posts to our own origin; the host passes it on to the Node server that stores enquiries.",
    "# Netlify proxies this; Cloudflare Pages cannot proxy to another host (docs/deploy.md says what to do there).",
    `${api}/*  ${origin}${api}/:splat  200`,
    ...(inFolders.length ? ["# An unknown Arabic address gets the Arabic 404 page (Netlify; Cloudflare Pages finds it by itself and skips this).", ...inFolders] : []),
    "",
  ].join("\n");
}
