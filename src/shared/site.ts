import sites from "virtual:site";
import type { Site } from "../generated/site.ts";
import type { Language } from "./language.ts";

/**
 * Site-wide data (pages/_site.json, with its words in Arabic from pages/ar/_site.json, as
 * scripts/vitePages.ts and the content step give it), in a page's language. A built page's module holds
 * only its own language's (a document is in one language); the server's and the dev server's hold both.
 * The validator checks both files against the schema first, so the cast only tells TypeScript what it
 * has guaranteed.
 */
export const siteIn = (language: Language): Site => sites[language] as Site;
