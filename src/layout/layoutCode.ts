import type { Language } from "../shared/language.ts";
import { footerCode } from "./footerCode.ts";
import { contactPanelCode } from "./side/contactPanelCode.ts";
import { searchPopupCode } from "../search/searchPopupCode.ts";

/**
 * Loads the code of the layout's parts that no page's first load carries (the footer, the off-canvas
 * panel, the search popup) and their words in `language`, for a render that cannot wait for them: the
 * server's. In the browser, each comes when its part needs it (OnDemandPart).
 */
export const loadLayoutCode = (language: Language): Promise<unknown> =>
  Promise.all([footerCode(language).load(), contactPanelCode(language).load(), searchPopupCode(language).load()]);
