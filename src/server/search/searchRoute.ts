import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FastifyInstance } from "fastify";
import { SearchPageView } from "../../search/SearchPageView.tsx";
import { cacheControl, hashedAssetsFolder } from "../responseHeaders.ts";
import { pageContentSecurityPolicy, withPolicyMeta } from "../pagePolicy.ts";
import { search, type SearchIndex } from "../../search/searchIndex.ts";
import { emptySearchState, queryOf, scriptJson, searchStateId } from "../../search/searchState.ts";
import { withNoindex } from "../../shared/headTags.ts";

/** The prerendered /search page and the build's index, when this build has a search page. */
function searchBuild(dist: string): { page: string; index: SearchIndex } | undefined {
  const pageFile = join(dist, "search", "index.html");
  const assets = join(dist, hashedAssetsFolder);
  const indexFile = existsSync(assets) ? readdirSync(assets).find((name) => /^search-index-[0-9a-f]+\.json$/.test(name)) : undefined;
  if (!existsSync(pageFile) || !indexFile) return undefined;
  return { page: readFileSync(pageFile, "utf8"), index: JSON.parse(readFileSync(join(assets, indexFile), "utf8")) as SearchIndex };
}

const viewHtml = (state: typeof emptySearchState) => renderToString(createElement(SearchPageView, state));

/**
 * GET /search?s=…: the prerendered search page with the results for the query filled in, readable
 * without JavaScript. React renders the same component the browser hydrates (every user-typed
 * character is escaped by it), and the results travel to the browser as JSON in a non-executable
 * <script>, so its first render equals this HTML. A page of results is noindex: robots.txt keeps
 * crawlers off addresses with a query, and one that comes anyway must not index every query's page.
 */
export function searchRoute(app: FastifyInstance, dist: string): void {
  const build = searchBuild(dist);
  if (!build) return;
  const empty = viewHtml(emptySearchState);
  if (!build.page.includes(empty)) throw new Error("dist/search/index.html does not hold the search page's form: rebuild the site");
  const { page, index } = build;
  const resultsPage = withNoindex(page);

  app.get("/search", async (request, reply) => {
    const query = queryOf(new URL(request.url, "http://localhost").search);
    const state = { query, results: search(index, query) };
    const html = withPolicyMeta(
      (query === "" ? page : resultsPage)
        .replace(empty, () => viewHtml(state))
        .replace("</body>", () => `<script type="application/json" id="${searchStateId}">${scriptJson(state)}</script>\n  </body>`),
    );
    return reply
      .header("Cache-Control", cacheControl.html)
      .header("Content-Security-Policy", pageContentSecurityPolicy(html))
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
