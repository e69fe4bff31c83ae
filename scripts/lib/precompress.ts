/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of a
 * folder. Compressing once at build time, at the highest levels, costs a few seconds there and nothing
 * per request; the Node server, nginx (brotli_static, gzip_static) and CDNs send these files as they are.
 * A publish from the live studio, which must be served within seconds, compresses its pages at fast
 * levels first (a tenth of the time, a tenth bigger) and at the highest ones once they are served.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { writeFreshFile, writeFreshFileSync } from "./freshFile.ts";
import { relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { listFilesRecursively } from "./files.ts";
import { precompressedSuffixes } from "../../src/server/responseHeaders.ts";

const [brotliSuffix, gzipSuffix] = precompressedSuffixes;

/** Text formats compress well; pictures (other than SVG), PDFs and fonts are compressed already. */
const compressibleExtensions = [".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"] as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export const isCompressible = (file: string) => compressibleExtensions.some((extension) => file.endsWith(extension));

/** "best": the highest levels (brotli 11, gzip 9); "fast": brotli 5 and gzip 6. */
export type CompressionLevel = "best" | "fast";

const brotliOptions = (content: Buffer, level: CompressionLevel) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: level === "best" ? constants.BROTLI_MAX_QUALITY : 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  },
});
const gzipOptions = (level: CompressionLevel) => ({ level: level === "best" ? constants.Z_BEST_COMPRESSION : 6 });

export async function compressFile(file: string, level: CompressionLevel = "best"): Promise<CompressedFile> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([brotli(content, brotliOptions(content, level)), gzipAsync(content, gzipOptions(level))]);
  // The names the server and the deploy configs look for (precompressedSuffixes: .br, .gz).
  await Promise.all([writeFreshFile(`${file}${brotliSuffix}`, br), writeFreshFile(`${file}${gzipSuffix}`, gz)]);
  return { file, bytes: content.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/**
 * compressFile at the highest levels, on the calling thread: a publish's worker recompresses its pages
 * so once they are served, without taking the thread pool the server reads its files with.
 */
export function compressFileBestSync(file: string): void {
  const content = readFileSync(file);
  writeFreshFileSync(`${file}${brotliSuffix}`, brotliCompressSync(content, brotliOptions(content, "best")));
  writeFreshFileSync(`${file}${gzipSuffix}`, gzipSync(content, gzipOptions("best")));
}

/** Hidden files and folders (dist/.vite/manifest.json) are build records, never served. */
const isHidden = (folder: string, file: string) => relative(folder, file).split(sep).some((part) => part.startsWith("."));

/** Compresses every compressible file below `folder` (zlib runs on the thread pool, so in parallel). */
export async function precompressFolder(folder: string): Promise<CompressedFile[]> {
  const files = listFilesRecursively(folder).filter((file) => isCompressible(file) && !isHidden(folder, file));
  return Promise.all(files.map((file) => compressFile(file)));
}
