/**
 * Redraws the site's PNG icons (src/seo/siteIcons.ts) from src/seo/appIcon.svg, into public/. Run by
 * hand after changing the drawing; the PNGs are committed, so sharp, which draws them, is no
 * dependency of the project: `npm install --no-save sharp && node scripts/draw-icons.ts`.
 */
import { join } from "node:path";
import { publicDir, root } from "./lib/paths.ts";
import { appleTouchIcon, manifestIcons } from "../src/seo/siteIcons.ts";

const drawing = join(root, "src", "seo", "appIcon.svg");
/** The drawing's viewBox is 32 units wide; sharp reads SVG at 72 dpi unless told a density. */
const drawingWidth = 32;

// A name sharp's types need not exist for: it is installed only for this run.
const sharpModule = "sharp";
const { default: sharp } = (await import(sharpModule).catch(() => {
  throw new Error("sharp is not installed: npm install --no-save sharp");
})) as { default: (file: string, options: { density: number }) => { resize(w: number, h: number): { png(o: object): { toFile(f: string): Promise<unknown> } } } };

for (const { src, size } of [appleTouchIcon, ...manifestIcons]) {
  if (!size) continue; // the vector icon is public/favicon.svg itself
  await sharp(drawing, { density: (72 * size) / drawingWidth }).resize(size, size).png({ palette: true, compressionLevel: 9 }).toFile(join(publicDir, src));
  console.log(`drew ${src} (${size} × ${size})`);
}
