/**
 * The types of `virtual:pages`, which scripts/vitePages.ts generates: one entry per page file.
 * tsconfig.json's "paths" points the module name here; a `declare module` block could not import Page.
 */
import type { Block, Page } from "../generated/page.ts";

export interface RouteEntry {
  route: string;
  aliases: string[];
  /** The block types the page uses (src/shared/pageParts.ts), so their code is fetched beside its data. */
  blocks: Block["type"][];
  /** Present when the page turns the site's footer off. */
  footer?: false;
  /**
   * The same page in the other language, or the nearest page above it there (scripts/lib/twins.ts):
   * where the language switch leads. The table names it only where it is not the same address in the
   * other language (twinAddress); src/app/routing.ts, through which the code reads the table, fills it in.
   */
  twin?: string;
  load: () => Promise<Page>;
}

export declare const routes: RouteEntry[];
