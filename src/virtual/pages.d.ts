/**
 * The types of `virtual:pages`, which scripts/vitePages.ts generates: one entry per page file.
 * tsconfig.json's "paths" points the module name here; a `declare module` block could not import Page.
 */
import type { Page } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";

export interface RouteEntry {
  route: string;
  aliases: string[];
  load: () => Promise<Page>;
}

export declare const routes: RouteEntry[];

/** Each route's page file, relative to the project root (`pages/about-us.json`): its key in Vite's manifest. */
export declare const pageFiles: Record<string, string>;

/**
 * The part of pages/_site.json that every page's first load needs: the header's company name and menu.
 * The rest of the site file is src/app/site.ts, fetched with the footer and the blocks that show it.
 */
export declare const siteHeader: { companyName: Site["company"]["name"]; navigation: Site["navigation"] };
