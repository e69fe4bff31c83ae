/**
 * A small page at each old address (the `redirects` of pages/_site.json), for hosts that read no
 * redirect rules (nginx as docs/deploy configures it, any plain file host): dist/<from>/index.html sends
 * the browser on at once (<meta http-equiv="refresh">), names the new page as the one to index
 * (rel=canonical) and asks search engines not to index itself. The Node server, Netlify and Cloudflare
 * Pages answer a 301 instead (dist/_redirects). Not in the sitemap: only pages are.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Redirect } from "../../src/server/redirects.ts";
import { withPolicyMeta } from "../../src/server/pagePolicy.ts";
import { splitLink } from "../../src/shared/routes.ts";

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page at an old address: to `to` (a page of this site) on `baseUrl` ("https://www.example.com"). */
export function redirectPageHtml(to: string, baseUrl: string): string {
  const href = escaped(to);
  return withPolicyMeta(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${escaped(baseUrl + splitLink(to).path)}">
    <title>This page has moved</title>
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${href}</a>.</p>
  </body>
</html>
`);
}

/** Writes each redirect's page into `dist`; resolves with the files written, relative to `dist` ("blog/old-post/index.html"). */
export async function writeRedirectPages(dist: string, redirects: readonly Redirect[], baseUrl: string): Promise<string[]> {
  const written: string[] = [];
  for (const { from, to } of redirects) {
    const path = `${from.slice(1)}/index.html`;
    await mkdir(join(dist, from.slice(1)), { recursive: true });
    await writeFile(join(dist, path), redirectPageHtml(to, baseUrl));
    written.push(path);
  }
  return written;
}
