import type { PlacedImage } from "./validateProject.ts";

/** A JSON pointer's steps ('/blocks/0/image' → ['blocks', '0', 'image']), with ~1 and ~0 unescaped. */
const steps = (pointer: string) => pointer.split("/").slice(1).map((step) => step.replace(/~1/g, "/").replace(/~0/g, "~"));

/** A copy of a page's data in which every image object also carries its file's width and height. */
export function placeImageSizes<T>(page: T, images: PlacedImage[]): T {
  const copy = structuredClone(page);
  for (const { pointer, width, height } of images) {
    const image = steps(pointer).reduce<unknown>((node, step) => (node && typeof node === "object" ? (node as Record<string, unknown>)[step] : undefined), copy);
    if (image && typeof image === "object") Object.assign(image, { width, height });
  }
  return copy;
}
