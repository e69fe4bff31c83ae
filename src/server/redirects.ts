/**
 * The site's redirects (old addresses that send visitors on to a page for good, the `redirects` of
 * pages/_site.json) as the build writes them into dist/_redirects for Netlify and Cloudflare Pages,
 * one `/old  /new  301` line each: the Node server reads the same lines, so every host that can
 * answers an old address with the same 301.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { routeKey } from "../shared/routes.ts";

export interface Redirect {
  from: string;
  to: string;
}

/** The file static hosts read their redirect rules from, in dist/. */
export const redirectsFileName = "_redirects";

/** One rule as Netlify and Cloudflare Pages read it. */
export const redirectLine = ({ from, to }: Redirect) => `${from}  ${to}  301`;

/** A line the build wrote for a redirect: an address of this site to another, 301 (not the enquiry API's proxying). */
const ruleLine = /^(\/\S*)\s+(\/\S*)\s+301$/;

/** dist/_redirects's 301 rules, by their old address's comparison key (routeKey), as the server matches addresses. */
export function readRedirects(dist: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(join(dist, redirectsFileName), "utf8");
  } catch {
    return new Map();
  }
  const redirects = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [, from, to] = ruleLine.exec(line.trim()) ?? [];
    if (from && to && !redirects.has(routeKey(from))) redirects.set(routeKey(from), to);
  }
  return redirects;
}

/** Where a request for an old address goes: the new page, with the request's query (a campaign's ?utm_…) kept. */
export function redirectLocation(to: string, search: string): string {
  const hashAt = to.indexOf("#");
  const [path, hash] = hashAt === -1 ? [to, ""] : [to.slice(0, hashAt), to.slice(hashAt)];
  const query = search && path.includes("?") ? `&${search.slice(1)}` : search;
  return `${path}${query}${hash}`;
}
