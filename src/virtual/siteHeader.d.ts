/**
 * The types of `virtual:site-header`, which scripts/vitePages.ts generates from pages/_site.json: the
 * part of it that every page's first load needs, the header's company name and menu. The rest of the
 * site file is src/shared/site.ts, fetched with the footer and the blocks that show it. tsconfig.json's
 * "paths" points the module name here.
 */
import type { Site } from "../generated/site.ts";

/** What the module holds: scripts/vitePages.ts builds it to this type. */
export interface SiteHeader {
  companyName: Site["company"]["name"];
  navigation: Site["navigation"];
}

export declare const siteHeader: SiteHeader;
