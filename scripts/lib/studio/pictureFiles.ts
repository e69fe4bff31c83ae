/**
 * The pictures under public/images/ as the studio's picker shows them: the address a page names
 * ("/images/services/cloud.svg"), the drawn size the build will give the <img>, and the file's weight.
 */
import { statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { StudioImage } from "../../../src/studio/studioApi.ts";
import { listFilesRecursively } from "../files.ts";
import { slashedPath } from "../paths.ts";
import { intrinsicSize } from "../imageSize.ts";
import type { StudioFolders } from "./studioFolders.ts";

const pictureExtensions = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * One picture file. A file that declares no size (an SVG without a viewBox) says 0 × 0: the validator
 * refuses it on a page, and says why where it is used.
 */
export function studioImage(folders: StudioFolders, full: string): StudioImage {
  const { width, height } = intrinsicSize(full) ?? { width: 0, height: 0 };
  return { src: "/" + slashedPath(folders.publicDir, full), width, height, bytes: statSync(full).size };
}

/** Every picture under public/images/, by address. Hidden files (an upload being written) are left out. */
export function listPictures(folders: StudioFolders): StudioImage[] {
  const images = join(folders.publicDir, "images");
  if (!statSync(images, { throwIfNoEntry: false })?.isDirectory()) return [];
  return listFilesRecursively(images)
    .filter(
      (full) =>
        pictureExtensions.test(full) &&
        !relative(images, full)
          .split(sep)
          .some((part) => part.startsWith(".")),
    )
    .map((full) => studioImage(folders, full))
    .sort((a, b) => a.src.localeCompare(b.src, "en"));
}
