import siteData from "virtual:site";
import type { Site } from "../generated/site.ts";

/**
 * Site-wide data (pages/_site.json, as scripts/vitePages.ts gives it). The validator checks it against
 * schemas/site.schema.json first, so the cast only tells TypeScript what the schema has guaranteed.
 */
export const site = siteData as Site;
