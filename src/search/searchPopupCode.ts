import { onDemand } from "../ui/onDemand.ts";
import { liveSearchCode } from "./searchPopup.ts";

/**
 * The popup's code, which no page's first load carries: a served page's popup works as HTML (a GET
 * form to the search page) until the visitor reaches for the Search button, when its code is fetched
 * and React hydrates it (SideElements). A page drawn in the browser needs it, and the prerenderer
 * loads it first.
 */
export const searchPopupCode = onDemand(() => import("./SearchDialog.tsx").then((module) => module.SearchDialog));

/**
 * The visitor reaches for the search (the pointer on the Search button, a press, the focus): the
 * popup's code and the live results' are fetched side by side, once. One that cannot be fetched is
 * said where it is needed (the popup says search is unavailable), or leaves the popup's form as it is.
 */
export function reachForSearch(): void {
  void searchPopupCode.load().catch(() => undefined);
  void liveSearchCode.load().catch(() => undefined);
}
