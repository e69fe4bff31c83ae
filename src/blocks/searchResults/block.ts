import { defineBlock } from "../blockDefinition.ts";
import { searchLeftToBrowser } from "../../search/searchState.ts";

/**
 * The site search's form and results. The form is a plain GET form and the server fills in the results,
 * so the block has something to do on arrival only when a query is left to the browser (a static host,
 * the dev server).
 */
export const searchResults = defineBlock("searchResults", {
  load: () => import("./SearchResults.tsx").then((module) => module.SearchResults),
  hydrates: true,
  idleOnArrival: (_block, arrival) => !searchLeftToBrowser(arrival.search, arrival.searchAnswered),
});
