/**
 * An upload from the studio's picture picker, stored under public/images/ ready for a page: at most
 * 2 MB, an SVG without scripts, a raster picture no wider than 2,000 px (wider ones are scaled down in
 * their own format: no page draws a picture wider, and visitors on phones download it), under a
 * plain lowercase name that never replaces a file already there ("team.png" becomes "team-2.png").
 */
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StudioImage } from "../../../src/studio/studioApi.ts";
import { studioImage } from "./pictureFiles.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";
import { imageFolderPath, type StudioFolders } from "./studioFolders.ts";
import { svgScriptFound } from "./svgScripts.ts";

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const MAX_PICTURE_WIDTH = 2000;

/** What each accepted Content-Type is: its file name endings (the first is the one given) and sharp's name for it. */
export const pictureTypes: Record<string, { extensions: string[]; format: "png" | "jpeg" | "webp" | "gif" | "avif" | "svg"; name: string }> = {
  "image/png": { extensions: ["png"], format: "png", name: "PNG" },
  "image/jpeg": { extensions: ["jpg", "jpeg"], format: "jpeg", name: "JPEG" },
  "image/webp": { extensions: ["webp"], format: "webp", name: "WebP" },
  "image/gif": { extensions: ["gif"], format: "gif", name: "GIF" },
  "image/avif": { extensions: ["avif"], format: "avif", name: "AVIF" },
  "image/svg+xml": { extensions: ["svg"], format: "svg", name: "SVG" },
};

/** 3,565,158 bytes → "3.4": rounded up, so a file just over the limit never reads as "2.0 MB". */
const megabytes = (bytes: number) => (Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1);

export const tooBigMessage = (name: string, bytes: number) => `${name} is ${megabytes(bytes)} MB; a picture may be at most 2 MB. Make it smaller and upload it again.`;

/** "PNG, JPEG, WebP, GIF, AVIF or SVG": the kinds of picture the studio takes, by the names people know them by. */
const kindNames = () => {
  const names = Object.values(pictureTypes).map((kind) => kind.name);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
};

/** A file of another kind than a picture's (a PDF, a Word document), named as the person chose it. */
export const notAPictureMessage = (name: string) => `${name || "This file"} is not a picture the site can show: upload a ${kindNames()} file.`;

/** "../My Photo (1).PNG" as image/png → "my-photo-1.png": no folders, no spaces, the type's own ending. */
export function pictureFileName(wanted: string, type: string): string {
  const { extensions } = pictureTypes[type]!;
  const last = wanted.split(/[\\/]/).pop() ?? "";
  const dot = last.lastIndexOf(".");
  const ending = dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
  const stem = (dot > 0 ? last.slice(0, dot) : last)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return `${stem || "picture"}.${extensions.includes(ending) ? ending : extensions[0]}`;
}

/** The bytes to store: checked to be what the Content-Type says, and no wider than MAX_PICTURE_WIDTH. */
async function preparedBytes(bytes: Buffer, type: string, name: string): Promise<Buffer> {
  const { format, name: typeName } = pictureTypes[type]!;
  if (format === "svg") {
    const text = bytes.toString("utf8");
    if (!/<svg[\s>]/i.test(text)) throw new StudioError(422, `${name} is not an SVG picture: it holds no drawing. Upload the picture again, saved as SVG.`);
    const danger = svgScriptFound(text);
    if (danger) throw new StudioError(422, `${name} contains ${danger}, which could run code when the picture is opened; save the SVG without scripts and upload it again`);
    return bytes;
  }
  // Loaded on the first upload only: vite.config.ts imports the studio's plugin for every build too,
  // and a build has no business loading libvips (a devDependency's native library).
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const actual = metadata?.format === "heif" && metadata.compression === "av1" ? "avif" : metadata?.format;
  if (!metadata || actual !== format) {
    const held = Object.values(pictureTypes).find((kind) => kind.format === actual);
    throw new StudioError(
      422,
      held
        ? `${name} is not in ${typeName} format, as its name says, but in ${held.name}: rename it to end in .${held.extensions[0]} and upload it again.`
        : `${name} is not in ${typeName} format, as its name says, nor a picture the site can show: upload a ${kindNames()} file.`,
    );
  }
  // A photo's camera may store it sideways with a note to turn it: the width that counts is the turned one.
  if (metadata.autoOrient.width <= MAX_PICTURE_WIDTH) return bytes;
  return sharp(bytes, { animated: true }).autoOrient().resize({ width: MAX_PICTURE_WIDTH }).keepIccProfile().toFormat(format).toBuffer();
}

/** Writes under `folder` as `name`, or `name-2`, `name-3`…: `link` fails rather than replace a file that is there. */
function storeWithoutReplacing(folder: string, name: string, bytes: Buffer): string {
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${name}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    writeFileSync(temporary, bytes);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : name.replace(/(\.[a-z0-9]+)$/, `-${n}$1`);
      try {
        linkSync(temporary, join(folder, candidate));
        return join(folder, candidate);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}

export async function storePicture(folders: StudioFolders, upload: { bytes: Buffer; type: string; fileName: string; folder: string }): Promise<StudioImage> {
  if (!pictureTypes[upload.type]) throw new StudioError(415, notAPictureMessage(upload.fileName));
  const name = pictureFileName(upload.fileName, upload.type);
  if (upload.bytes.length > MAX_PICTURE_BYTES) throw new StudioError(413, tooBigMessage(upload.fileName || name, upload.bytes.length));
  mkdirSync(join(folders.publicDir, "images"), { recursive: true });
  const folder = imageFolderPath(folders, upload.folder);
  const bytes = await preparedBytes(upload.bytes, upload.type, upload.fileName || name);
  return studioImage(folders, storeWithoutReplacing(folder, name, bytes));
}
