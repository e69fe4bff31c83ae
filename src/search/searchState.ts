import type { SearchPageState } from "./SearchPageView.tsx";

/**
 * The id of the <script type="application/json"> in which the production server hands the /search
 * page's query and results to the browser, so that its first render equals the HTML it filled in.
 * JSON, never executed: the site's content security policy allows no inline script.
 */
export const searchStateId = "search-state";

export const emptySearchState: SearchPageState = { query: "", results: [] };

/** The longest query anyone is searched for; longer input is cut, not refused. */
export const maxQueryLength = 200;

/**
 * The `s` parameter of an address's query string, as the form sends it, cut to `maxQueryLength` UTF-16
 * units between characters: cut inside an emoji, half of its surrogate pair would be left, which no page
 * can show (it comes out as U+FFFD) and which the carried JSON would still hold.
 */
export function queryOf(search: string): string {
  const query = (new URLSearchParams(search).get("s") ?? "").slice(0, maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(query) ? query.slice(0, -1) : query;
}

/** JSON safe inside a <script> element: no "<" can end it early or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * Whether the /search page, arrived at with the query string `search`, still has a search to run in
 * the browser: a query that no server answered in the page (a static host, the dev server). Otherwise
 * its HTML is already right, and its form is a plain GET form that works without script.
 */
export const searchLeftToBrowser = (search: string, answered: boolean) => !answered && queryOf(search) !== "";

/** The state the server carried in the page, when it is for the query in the address bar. */
export function carriedSearchState(): SearchPageState | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(searchStateId)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as SearchPageState;
    return state.query === queryOf(window.location.search) ? state : undefined;
  } catch {
    return undefined;
  }
}
