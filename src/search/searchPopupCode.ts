import type { Language } from "../shared/language.ts";
import { onDemandIn } from "../ui/onDemand.ts";
import { liveSearchCode } from "./searchPopup.ts";

/**
 * The popup's code and words (the live results' too), which no page's first load carries: a served
 * page's popup works as HTML (a GET form to the search page) until the visitor reaches for the Search
 * button, when they are fetched and React hydrates it (SideElements). A page drawn in the browser
 * needs them, and the prerenderer loads them first.
 */
export const searchPopupCode = onDemandIn(() => import("./SearchDialog.tsx").then((module) => module.SearchDialog));

/**
 * The visitor reaches for the search (the pointer on the Search button, a press, the focus): the
 * popup's code and words in the page's `language` and the live results' code are fetched side by side,
 * once. One that cannot be fetched is said where it is needed (the popup says search is unavailable),
 * or leaves the popup's form as it is.
 */
export function reachForSearch(language: Language): void {
  for (const fetch of [searchPopupCode(language).load(), liveSearchCode.load()]) void fetch.catch(() => undefined);
}
