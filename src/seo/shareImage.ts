import type { Page } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";
import { imageAttributes } from "../ui/imageAttributes.ts";

/** A share image as link previews need it: an absolute address, its text, and its size when the build knows it. */
export interface SharedImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * The picture a page is shared with: its own (meta.shareImage), else the site's default. An article's
 * header picture is not used: those are SVG drawings, which Facebook, LinkedIn and X do not show.
 */
export function shareImageFor(page: Page, site: Pick<Site, "baseUrl" | "shareImage">): SharedImage | undefined {
  const image = page.meta.shareImage ?? site.shareImage;
  if (!image) return undefined;
  // With the size the build adds to every picture (scripts/lib/placeImageSizes.ts).
  const { src, alt, width, height } = imageAttributes(image);
  return { url: `${site.baseUrl}${src}`, alt, width, height };
}
