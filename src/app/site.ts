import siteData from "virtual:site";
import type { Site } from "../generated/site.ts";

/**
 * Site-wide data (pages/_site.json), as scripts/vitePages.ts gives it: made from the file in the dev
 * server, the content module of the site as published in a build. The validator checks it against
 * schemas/site.schema.json before either, so the cast only tells TypeScript what the schema has
 * already guaranteed.
 */
export const site = siteData as Site;
