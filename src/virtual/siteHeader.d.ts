/**
 * The types of `virtual:site-header`, which scripts/vitePages.ts generates from pages/_site.json: the
 * part of it that every page's first load needs: the header's company name and menu. The rest of the
 * site file is src/shared/site.ts, fetched with the footer, the off-canvas panel and the blocks that
 * show it where they are drawn in the browser. tsconfig.json's "paths" points the module name here.
 */
import type { Site } from "../generated/site.ts";

/** What the module holds: scripts/vitePages.ts builds it to this type. */
export interface SiteHeader {
  companyName: Site["company"]["name"];
  navigation: Site["navigation"];
}

/**
 * By language: both in the dev server and on the server, only the document's own language in a
 * built page (its import map names that language's module). src/layout/siteHeader.ts picks one.
 */
export declare const siteHeaders: Partial<Record<import("../shared/language.ts").Language, SiteHeader>>;
