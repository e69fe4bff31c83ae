/**
 * The validator's rules for the site file's `redirects` (old addresses that send visitors on to a
 * page, 301): what no schema can say because it spans files. An old address may not be a page's
 * address or alias in any letter case (the server matches addresses so); each old address is
 * redirected once; a redirect leads to a page of this site (where it leads is a link field, so the
 * link check says when no page has it, and `linkToRedirect` when it is another redirect's old
 * address: one hop, never a chain). A link anywhere to an old address is an error too: the browser's own navigation knows
 * only pages, and the link should name the page directly.
 */
import { routeKey, splitLink } from "../../src/shared/routes.ts";

export interface RedirectEntry {
  from: string;
  to: string;
  /** Where it is in the site file: "/redirects/0". */
  pointer: string;
}

/** The site file's redirects as written, whatever else is wrong with it: each entry with a text `from` and `to`. */
export function redirectsOf(site: unknown): RedirectEntry[] {
  const list = (site as { redirects?: unknown } | undefined)?.redirects;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: { from?: unknown; to?: unknown } | null, index) =>
    typeof entry?.from === "string" && typeof entry.to === "string" ? [{ from: entry.from, to: entry.to, pointer: `/redirects/${index}` }] : [],
  );
}

/** Redirects by their old address's comparison key (routeKey); the first of two spellings wins. */
export function redirectsByAddress(redirects: readonly RedirectEntry[]): Map<string, RedirectEntry> {
  const byAddress = new Map<string, RedirectEntry>();
  for (const redirect of redirects) if (!byAddress.has(routeKey(redirect.from))) byAddress.set(routeKey(redirect.from), redirect);
  return byAddress;
}

/** A redirect's `to`, as the site file's pointer names it: "/redirects/2/to". */
const redirectTarget = /^\/redirects\/\d+\/to$/;

/**
 * What a link at `pointer` to an old address is told: the page to name instead. Nothing for a redirect
 * that leads to its own old address, which checkRedirects reports in its own words.
 */
export function linkToRedirect(value: string, pointer: string, redirect: RedirectEntry): string | undefined {
  if (pointer === `${redirect.pointer}/to`) return undefined;
  if (redirectTarget.test(pointer)) {
    return `sends visitors to "${value}", which is no page: it redirects to "${redirect.to}"; send them to "${redirect.to}" directly (one step, not a chain of redirects)`;
  }
  return `links to "${value}", which is no page: it redirects to "${redirect.to}"; link to "${redirect.to}" instead`;
}

interface Claimed {
  route: string;
  file: { file: string; route: string | null };
}

/**
 * Reports each redirect that takes a page's address or repeats another redirect's, or leads back to
 * itself or to a file that is not a page. `routes` holds every address a page claims (routeKey →
 * the spelling and its file); `isShipped` says whether a path is a file under public/.
 */
export function checkRedirects(redirects: readonly RedirectEntry[], routes: ReadonlyMap<string, Claimed>, isShipped: (path: string) => boolean, report: (pointer: string, message: string) => void) {
  const seen = new Map<string, RedirectEntry>();
  for (const redirect of redirects) {
    const key = routeKey(redirect.from);
    const page = routes.get(key);
    if (page) {
      const alias = page.route !== page.file.route;
      const spelling = page.route === redirect.from ? "" : ` (the same as "${page.route}": letter case and a trailing slash do not count)`;
      report(
        `${redirect.pointer}/from`,
        `"${redirect.from}" is ${alias ? "another address" : "the address"} of ${page.file.file}${spelling}, so it cannot also send visitors elsewhere: remove this redirect${alias ? ", or that alias from the page" : ", or the page"}`,
      );
    }
    const earlier = seen.get(key);
    if (earlier && (earlier.from === redirect.from || earlier.to !== redirect.to)) {
      const position = redirects.indexOf(earlier) + 1;
      report(
        `${redirect.pointer}/from`,
        earlier.from === redirect.from
          ? `"${redirect.from}" is already redirected, to "${earlier.to}", by redirect ${position}: an address is redirected once; remove one of them`
          : `"${redirect.from}" is the same address as "${earlier.from}" (letter case does not count), which redirect ${position} sends to "${earlier.to}": send both spellings to the same page, or remove one`,
      );
    } else if (!earlier) seen.set(key, redirect);

    const { path } = splitLink(redirect.to);
    if (!redirect.to.startsWith("/")) report(`${redirect.pointer}/to`, `sends visitors to "${redirect.to}", which is not a page of this site: a redirect leads to one of its pages, such as "/contact"`);
    else if (routeKey(path) === key) report(`${redirect.pointer}/to`, `sends visitors back to "${redirect.from}" itself: name the page they should reach`);
    else if (!routes.has(routeKey(path)) && isShipped(path)) report(`${redirect.pointer}/to`, `sends visitors to "${redirect.to}", which is a file, not a page: name a page of this site`);
  }
}
