/**
 * The response headers of the site, as data, in one place: the production server sends them, and the
 * build writes them into dist/_headers (Netlify, Cloudflare Pages); docs/deploy/nginx.conf states the
 * same values and a test keeps it so. Change a header here, then in nginx.conf (its test says where).
 */

/**
 * sha256 of the empty string. At run time emotion adds empty <style> elements and fills them through the
 * CSSOM (insertRule), which CSP does not govern; only the empty element itself must be allowed.
 */
export const emptyStyleElementHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * Where the page may load things from. Everything the site uses ships with it, so 'self' is enough;
 * anything not named is refused ('none'). No 'unsafe-inline' anywhere: a page's own inline <style>
 * elements (emotion's critical CSS, the font faces) and its two inline scripts (the colour scheme,
 * src/theme/schemeAtLoad.ts, and the boot script, scripts/viteInlineBoot.ts) are allowed by their
 * hashes, added per page by contentSecurityPolicyFor(); the built HTML has no other inline script and
 * no style attribute.
 */
export const contentSecurityPolicy: Readonly<Record<string, string>> = {
  "default-src": "'none'",
  "script-src": "'self'",
  "style-src": `'self' ${emptyStyleElementHash}`,
  "img-src": "'self' data:",
  "font-src": "'self'",
  "connect-src": "'self'",
  "manifest-src": "'self'",
  "base-uri": "'none'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
  "object-src": "'none'",
};

/** Directives a <meta http-equiv> policy cannot carry: browsers ignore them there, with a console warning. */
const headerOnlyDirectives: ReadonlySet<string> = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/** The hashes ('sha256-…') of a page's inline code, which its policy allows (pagePolicy.ts). */
export interface InlineHashes {
  styles?: readonly string[];
  scripts?: readonly string[];
}

/**
 * The policy as one header value, style-src and script-src extended by the hashes of a page's inline
 * <style> and <script> elements (inlineHashes() in pagePolicy.ts). For a <meta http-equiv> copy in the
 * page itself, `meta` leaves out what only a header may say (X-Frame-Options still forbids framing there).
 * `policy` is the site's unless given (the live studio's pages extend it: scripts/lib/studio/live/studioPolicy.ts).
 */
export function contentSecurityPolicyFor({ styles = [], scripts = [] }: InlineHashes = {}, { meta = false, policy = contentSecurityPolicy } = {}): string {
  const added: Record<string, readonly string[]> = { "style-src": styles, "script-src": scripts };
  return Object.entries(policy)
    .filter(([directive]) => !(meta && headerOnlyDirectives.has(directive)))
    .map(([directive, sources]) => [directive, sources, ...(added[directive] ?? [])].join(" "))
    .join("; ");
}

/**
 * Headers every response carries: pages, files, the 404 page, search results, the enquiry API and its
 * errors. A page's response replaces this Content-Security-Policy with its own (pagePolicy.ts), which
 * adds the hashes of its inline styles.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  // Browsers go straight to https for two years, subdomains included (ignored over plain http).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Content-Security-Policy": contentSecurityPolicyFor(),
  // A file is only ever what its Content-Type says (no script smuggled in as an image).
  "X-Content-Type-Options": "nosniff",
  // Other sites learn which site a visitor came from, never the page or its query (?s= searches).
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Other sites cannot embed our files (pictures, scripts, the search index) in their pages.
  "Cross-Origin-Resource-Policy": "same-origin",
  // The site uses none of these, so no script may ask for them. browsing-topics (the Topics API)
  // replaced interest-cohort (FLoC), which browsers no longer know: no ad-interest profiling here.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  // No other site may show ours in a frame (clickjacking); frame-ancestors says it to newer browsers.
  "X-Frame-Options": "DENY",
};

/**
 * The security headers that are the same on every response: all but the policy, which a page extends
 * with its own styles' hashes (pagePolicy.ts).
 */
export const securityHeadersBesidesPolicy: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name]) => name !== "Content-Security-Policy"),
);

/** How long browsers and CDNs may keep each kind of response. */
export const cacheControl = {
  /** Files under /assets/ have their content's hash in their name: a change is a new name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Pages may be kept but are checked with the server before each use, so an edit shows at once. */
  html: "no-cache",
  /** Pictures, downloads, favicon, robots.txt, sitemap.xml: same name, rarely changed. */
  publicFile: "public, max-age=3600",
  /** What the server computes per request (enquiry answers, errors): never stored. */
  dynamic: "no-store",
} as const;

/**
 * Media types, by file extension, that not every host knows: Debian's nginx (its mime.types) and some
 * static hosts and object stores send a web app manifest as application/octet-stream. The build's
 * `_headers` and docs/deploy/nginx.conf state them; the Node server's own table already has them.
 */
export const contentTypesHostsMayLack: Readonly<Record<string, string>> = { ".webmanifest": "application/manifest+json" };

/** The folder of dist/ whose file names carry their content's hash. */
export const hashedAssetsFolder = "assets";

/** The encodings the build writes beside each file (`index.html.br`), served in place of the file. */
export const precompressedSuffixes = [".br", ".gz"] as const;

/**
 * The Cache-Control of a file in dist/, by its path inside dist/ (`assets/index-1a2b.js`,
 * `about-us/index.html`, or a precompressed `about-us/index.html.br`, which is cached as its original).
 */
export function cacheControlFor(pathInDist: string): string {
  const path = pathInDist.replace(/\\/g, "/").replace(/^\/+/, "");
  const original = precompressedSuffixes.reduce((name, suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name), path);
  if (original.startsWith(`${hashedAssetsFolder}/`)) return cacheControl.hashedAsset;
  if (original.endsWith(".html")) return cacheControl.html;
  return cacheControl.publicFile;
}
