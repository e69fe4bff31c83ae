/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of a
 * folder. Compressing once at build time, at the highest levels, costs a few seconds there and nothing
 * per request; the Node server, nginx (brotli_static, gzip_static) and CDNs send these files as they are.
 */
import { readFile, writeFile } from "node:fs/promises";
import { relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
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

const isCompressible = (file: string) => compressibleExtensions.some((extension) => file.endsWith(extension));

export async function compressFile(file: string): Promise<CompressedFile> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // The names the server and the deploy configs look for (precompressedSuffixes: .br, .gz).
  await Promise.all([writeFile(`${file}${brotliSuffix}`, br), writeFile(`${file}${gzipSuffix}`, gz)]);
  return { file, bytes: content.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/** Hidden files and folders (dist/.vite/manifest.json) are build records, never served. */
const isHidden = (folder: string, file: string) => relative(folder, file).split(sep).some((part) => part.startsWith("."));

/** Compresses every compressible file below `folder` (zlib runs on the thread pool, so in parallel). */
export async function precompressFolder(folder: string): Promise<CompressedFile[]> {
  const files = listFilesRecursively(folder).filter((file) => isCompressible(file) && !isHidden(folder, file));
  return Promise.all(files.map(compressFile));
}
