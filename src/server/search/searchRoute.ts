import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SearchPageView } from "../../search/SearchPageView.tsx";
import { cacheControl } from "../responseHeaders.ts";
import { pageContentSecurityPolicy, withPolicyMeta } from "../pagePolicy.ts";
import { prepareForSearch, search } from "../../search/searchIndex.ts";
import type { SearchBuild } from "../servedSite.ts";
import { emptySearchState, queryOf, scriptJson, searchStateId } from "../../search/searchState.ts";
import { withNoindex } from "../../seo/headTags.ts";
import { WordsContext } from "../../words/words.ts";
import { wordsOf } from "../../words/wordsOf.ts";
import { loadBlockWords } from "../../words/blockWords.ts";
import type { Language } from "../../shared/language.ts";

/** The search page's form and results in `language`'s words (searchAnswer has fetched them), as the browser renders them on that page. */
const viewHtml = (state: typeof emptySearchState, language: Language) => renderToString(createElement(WordsContext, { value: wordsOf(language) }, createElement(SearchPageView, state)));

/**
 * The answer to GET /search?s=… (or /ar/search?s=…) for one build of the site: that language's
 * prerendered search page with the results from its own index filled in, readable without JavaScript.
 * React renders the same component the browser hydrates (every user-typed character is escaped by it),
 * in the page's language, and the results travel to the browser as JSON in a non-executable <script>,
 * so its first render equals this HTML. A page of results is noindex: robots.txt keeps crawlers off
 * addresses with a query, and one that comes anyway must not index every query's page.
 */
export async function searchAnswer(build: SearchBuild): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const { page, index, language, file } = build;
  await loadBlockWords(language);
  const empty = viewHtml(emptySearchState, language);
  if (!page.includes(empty)) throw new Error(`${file} does not hold the search page's form: rebuild the site`);
  const resultsPage = withNoindex(page);
  prepareForSearch(index);

  return (request, reply) => {
    const query = queryOf(new URL(request.url, "http://localhost").search);
    const state = { query, results: search(index, query) };
    const html = withPolicyMeta(
      (query === "" ? page : resultsPage)
        .replace(empty, () => viewHtml(state, language))
        .replace("</body>", () => `<script type="application/json" id="${searchStateId}">${scriptJson(state)}</script>\n  </body>`),
    );
    return reply
      .header("Cache-Control", cacheControl.html)
      .header("Content-Security-Policy", pageContentSecurityPolicy(html))
      .type("text/html; charset=utf-8")
      .send(html);
  };
}
