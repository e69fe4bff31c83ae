/**
 * Each page's own Content-Security-Policy: the site's policy (responseHeaders.ts) plus the hashes of
 * the inline <style> and <script> elements the build wrote into that page, so no 'unsafe-inline' is
 * needed. The build writes it into the page as a <meta http-equiv>; servers (npm start, nginx, static
 * hosts' _headers) send the same policy as a header, computed from the same HTML.
 */
import { createHash } from "node:crypto";
import { contentSecurityPolicyFor, type InlineHashes } from "./responseHeaders.ts";

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A script with a src, or a data block (JSON for hydrating, JSON-LD), is not inline code: script-src does not govern its text. */
const notInlineCode = /\bsrc=|\btype="application\/(ld\+)?json"/i;
const policyMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const charsetMeta = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * CSP sources ('sha256-…') for the text of every inline <style> element of an HTML document, in order,
 * without repeats. A <style> holds raw text (no entities), so the browser hashes exactly what is written.
 */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf([...html.matchAll(styleElement)].map(([, css]) => css ?? ""));
}

/** CSP sources for the text of every inline <script> that runs (not a data block), in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf([...html.matchAll(scriptElement)].filter(([, attributes]) => !notInlineCode.test(attributes ?? "")).map(([, , code]) => code ?? ""));
}

function hashesOf(texts: string[]): string[] {
  return [...new Set(texts.map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`))];
}

/** What a page's policy adds to the site's: the hashes of its inline styles and scripts. */
export const inlineHashes = (html: string): InlineHashes => ({ styles: inlineStyleHashes(html), scripts: inlineScriptHashes(html) });

/** The Content-Security-Policy header value for a page: the site's policy plus its own inline styles and scripts. */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicyFor(inlineHashes(html));
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
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyFor(inlineHashes(html), { meta: true })}">`;
  if (policyMeta.test(html)) return html.replace(policyMeta, () => meta);
  if (!charsetMeta.test(html)) throw new Error("the page has no <meta charset> to put its Content-Security-Policy after");
  return html.replace(charsetMeta, (charset) => `${charset}\n    ${meta}`);
}
