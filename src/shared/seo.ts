import type { SearchAndSharing } from "../generated/page.ts";

/** The address search engines should index: the page's own override, or the base URL plus its route. */
export function canonicalUrl(baseUrl: string, route: string, meta: Pick<SearchAndSharing, "canonical">): string {
  return meta.canonical ?? `${baseUrl}${route === "/" ? "/" : route}`;
}
