import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";

/**
 * Writes a screenshot as a small PNG: 256 colours (text and flat panels lose nothing a reader sees;
 * thumbnails are dithered), at the strongest compression. Returns the file's size in bytes.
 */
export async function savePng(file: string, screenshot: Buffer): Promise<number> {
  const png = await sharp(screenshot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  return png.length;
}
