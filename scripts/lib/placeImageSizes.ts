import { join } from "node:path";
import { intrinsicSize, type IntrinsicSize } from "./imageSize.ts";
import { valueAt } from "./jsonSource.ts";
import type { Reference } from "./schemas.ts";

/** A picture of a page: where its image object is and the drawn size of its file. */
export interface PlacedImage extends IntrinsicSize {
  /** JSON pointer of the image object ({src, alt}) in the page file. */
  pointer: string;
}

/**
 * An image field met in validation (`…/image/src` and its path), placed: the image object's pointer and
 * the file's size. `sizes` remembers each file's size, so a picture shown on many pages is read once.
 */
export function placeImage(publicDir: string, { pointer, value }: Reference, sizes?: Map<string, IntrinsicSize | undefined>): PlacedImage | undefined {
  if (sizes && !sizes.has(value)) sizes.set(value, intrinsicSize(join(publicDir, decodeURI(value))));
  const size = sizes ? sizes.get(value) : intrinsicSize(join(publicDir, decodeURI(value)));
  return size && { pointer: pointer.replace(/\/src$/, ""), ...size };
}

/** A copy of a page's data in which every image object also carries its file's width and height. */
export function placeImageSizes<T>(page: T, images: PlacedImage[]): T {
  const copy = structuredClone(page);
  for (const { pointer, width, height } of images) {
    const image = valueAt(copy, pointer);
    if (image && typeof image === "object") Object.assign(image, { width, height });
  }
  return copy;
}
