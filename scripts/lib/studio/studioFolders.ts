/**
 * Which files the studio may read and write, and where they are. A request names a page file as the
 * studio shows it ("pages/services/cloud.json") and a picture folder under public/images/; anything
 * else (`../package.json`, an absolute path, a backslash, a NUL, a symlink leading out) is refused with
 * 400 before a file is touched, because the endpoint is a way to write files from a browser.
 */
import { lstatSync, realpathSync, statSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { slashedPath } from "../paths.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";

export interface StudioFolders {
  /** The pages/ folder ("pages/…" in requests means a file in it). */
  pagesDir: string;
  /** The public/ folder; pictures go to its images/ folder. */
  publicDir: string;
}

/** How the studio names a file: "pages/" and the path under the pages folder, with forward slashes. */
export const studioPathOf = (folders: Pick<StudioFolders, "pagesDir">, full: string) => "pages/" + slashedPath(folders.pagesDir, full);

/** Plain names only: no "", ".", ".." or hidden (".x") parts, no backslash or NUL anywhere. */
function safeSegments(path: string): string[] | undefined {
  if (path.includes("\\") || path.includes("\0") || path.startsWith("/")) return undefined;
  const segments = path.split("/");
  return segments.every((segment) => segment !== "" && !segment.startsWith(".")) ? segments : undefined;
}

const isThere = (path: string) => lstatSync(path, { throwIfNoEntry: false }) !== undefined;

/**
 * Whether `full`, with every symlink on its way followed, is still inside `folder` (which exists). A
 * symlink that leads nowhere counts as leading out.
 */
function staysInside(folder: string, full: string): boolean {
  let existing = full;
  while (!isThere(existing)) existing = dirname(existing);
  try {
    const real = realpathSync(existing);
    const realFolder = realpathSync(folder);
    return real === realFolder || real.startsWith(realFolder + sep);
  } catch {
    return false;
  }
}

/** Whether `path` names a page file as the studio names one ("pages/about-us.json"): a plain path under pages/. */
export const isPageFileName = (path: unknown): path is string => typeof path === "string" && path.startsWith("pages/") && path.endsWith(".json") && safeSegments(path.slice("pages/".length)) !== undefined;

/** The page file a request names ("pages/about-us.json"), as an absolute path. */
export function pageFilePath(folders: StudioFolders, path: unknown): string {
  const refusal = new StudioError(400, `${JSON.stringify(path)} is not a page file: the studio reads and writes only .json files under pages/ (for example "pages/about-us.json")`);
  if (!isPageFileName(path)) throw refusal;
  const full = join(folders.pagesDir, ...path.slice("pages/".length).split("/"));
  if (!staysInside(folders.pagesDir, full)) throw refusal;
  return full;
}

/** The folder under public/images/ a picture goes to ("" or "services/cloud"), as an absolute path. */
export function imageFolderPath(folders: StudioFolders, folder: string): string {
  const images = join(folders.publicDir, "images");
  if (folder === "") return images;
  const segments = safeSegments(folder);
  if (!segments || !segments.every((segment) => /^[a-z0-9][a-z0-9_-]*$/.test(segment))) {
    throw new StudioError(
      400,
      `${JSON.stringify(folder)} is not a folder for pictures: name one under public/images/ with lowercase letters, digits, "-" and "_" (for example "services" or "blog/2026")`,
    );
  }
  const full = join(images, ...segments);
  if (!staysInside(images, full)) throw new StudioError(400, `${JSON.stringify(folder)} leads out of public/images/`);
  return full;
}

/**
 * The file under public/images/ a picture's name there names ("services/cloud.svg"), as an absolute
 * path; undefined when the name is no plain path inside it (the live studio serves the drafts'
 * pictures by such names: live/draftFiles.ts).
 */
export function pictureFilePath(folders: Pick<StudioFolders, "publicDir">, name: string): string | undefined {
  const images = join(folders.publicDir, "images");
  const segments = safeSegments(name);
  const full = segments && join(images, ...segments);
  return full && staysInside(images, full) && statSync(full, { throwIfNoEntry: false })?.isFile() ? full : undefined;
}

