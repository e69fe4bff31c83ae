import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { SearchPageView } from "../src/search/SearchPageView.tsx";
import { emptySearchState } from "../src/search/searchState.ts";
import { headTags } from "../src/shared/headTags.ts";

/**
 * A prerendered /search page as the production server expects it (src/server/search/searchRoute.ts):
 * the page's own head elements, and the empty form it fills in for a query. `after` follows the form.
 */
export function prerenderedSearchPage(after = ""): string {
  const head = headTags({ title: "Search", description: "Search the site." });
  const form = renderToString(createElement(SearchPageView, emptySearchState));
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><div id="root"><main>${form}</main>${after}</div>\n  </body></html>`;
}
