import type { Image } from "../generated/page.ts";

/**
 * An image as the build delivers it: the page file's `src` and `alt`, plus the file's drawn size,
 * which the build adds (scripts/lib/placeImageSizes.ts) and editors never write.
 */
type DeliveredImage = Image & { width?: number; height?: number };

/** The <img> attributes for a page image: with width and height the browser reserves its space before it loads. */
export function imageAttributes(image: Image) {
  const { src, alt, width, height } = image as DeliveredImage;
  return { src, alt, width, height };
}
