/**
 * Each page's own Content-Security-Policy: the site's policy (responseHeaders.ts) plus the hashes of
 * the inline <style> elements the build wrote into that page, so no 'unsafe-inline' is needed. The
 * build writes it into the page as a <meta http-equiv>; servers (npm start, nginx, static hosts' _headers)
 * send the same policy as a header, computed from the same HTML.
 */
import { createHash } from "node:crypto";
import { contentSecurityPolicyFor } from "./responseHeaders.ts";

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const policyMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const charsetMeta = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * CSP sources ('sha256-…') for the text of every inline <style> element of an HTML document, in order,
 * without repeats. A <style> holds raw text (no entities), so the browser hashes exactly what is written.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(styleElement)].map(([, css]) => `'sha256-${createHash("sha256").update(css ?? "", "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

/** The Content-Security-Policy header value for a page: the site's policy plus its own inline styles. */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicyFor(inlineStyleHashes(html));
}

/** The policy written into a page (its <meta http-equiv>), if any. */
export const policyInPage = (html: string): string | undefined => policyMeta.exec(html)?.[1];

/**
 * The page with its policy written into it as <meta http-equiv>, right after <meta charset> (a policy
 * covers only what comes after it). A host that sends no headers, or only site-wide ones (a static host's
 * answer to an unknown address), still enforces it. An earlier copy is replaced: the search page is
 * filled in again for every query.
 */
export function withPolicyMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyFor(inlineStyleHashes(html), { meta: true })}">`;
  if (policyMeta.test(html)) return html.replace(policyMeta, () => meta);
  if (!charsetMeta.test(html)) throw new Error("the page has no <meta charset> to put its Content-Security-Policy after");
  return html.replace(charsetMeta, (charset) => `${charset}\n    ${meta}`);
}
