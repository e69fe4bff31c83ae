/**
 * The drawn size of an image file in public/. The build writes it into the page's data as the <img>'s
 * width and height, so the browser reserves the picture's space before the file arrives and nothing
 * below it moves (no layout shift), without the editor measuring pictures by hand.
 */
import { readFileSync } from "node:fs";
import { imageSize } from "image-size";

export interface IntrinsicSize {
  width: number;
  height: number;
}

/** The file's size in CSS pixels, or undefined when it declares none (an SVG without width/height or viewBox). */
export function intrinsicSize(file: string): IntrinsicSize | undefined {
  try {
    const { width, height } = imageSize(readFileSync(file));
    return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined;
  } catch {
    return undefined;
  }
}
