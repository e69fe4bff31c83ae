import { valueAt } from "./jsonSource.ts";
import type { PlacedImage } from "./validateProject.ts";

/** A copy of a page's data in which every image object also carries its file's width and height. */
export function placeImageSizes<T>(page: T, images: PlacedImage[]): T {
  const copy = structuredClone(page);
  for (const { pointer, width, height } of images) {
    const image = valueAt(copy, pointer);
    if (image && typeof image === "object") Object.assign(image, { width, height });
  }
  return copy;
}
