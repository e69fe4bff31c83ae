import siteData from "../../pages/_site.json" with { type: "json" };
import type { Site } from "../generated/site.ts";

/**
 * Site-wide data (pages/_site.json). The validator checks it against schemas/site.schema.json before
 * any build, so the cast only tells TypeScript what the schema has already guaranteed.
 */
export const site = siteData as Site;
