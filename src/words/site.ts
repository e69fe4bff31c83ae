import { siteIn } from "../shared/site.ts";
import type { Site } from "../generated/site.ts";
import { useLanguage } from "./words.ts";

/** The site file in the language the page is in (src/shared/site.ts). */
export const useSite = (): Site => siteIn(useLanguage());
