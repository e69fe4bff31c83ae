/**
 * The types of `virtual:site-header`, which scripts/vitePages.ts generates from pages/_site.json: the
 * part of it that every page's first load needs: the header's company name and menu, and what its
 * off-canvas panel shows. The rest of the site file is src/shared/site.ts, fetched with the footer and
 * the blocks that show it. tsconfig.json's "paths" points the module name here.
 */
import type { Site } from "../generated/site.ts";

/** What the module holds: scripts/vitePages.ts builds it to this type. */
export interface SiteHeader {
  companyName: Site["company"]["name"];
  navigation: Site["navigation"];
  /** The off-canvas panel's lines (OffCanvasPanel): the tagline, the first e-mail and phone, the social profiles. */
  contact: {
    tagline: Site["company"]["tagline"];
    email?: Site["emails"][number]["address"];
    phone?: Pick<Site["phones"][number], "number" | "display">;
    socials: Site["socials"];
  };
}

/**
 * By language: both in the dev server and on the server, only the document's own language in a
 * built page (its import map names that language's module). src/layout/siteHeader.ts picks one.
 */
export declare const siteHeaders: Partial<Record<import("../shared/language.ts").Language, SiteHeader>>;
