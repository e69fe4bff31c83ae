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

export declare const siteHeader: SiteHeader;
