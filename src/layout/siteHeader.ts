import { siteHeaders, type SiteHeader } from "virtual:site-header";
import { useLanguage } from "../words/words.ts";

/** The header's part of the site file in the language the page is in: every page's first load has it. */
export const useSiteHeader = (): SiteHeader => siteHeaders[useLanguage()]!;
