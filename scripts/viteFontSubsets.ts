/**
 * Resolves `virtual:font-subset/<name>?url` (src/theme/fontFiles.ts) to the font file cut down to its
 * face's unicode-range and the theme's weights, so that Vite's own `?url` handling serves it (dev server)
 * or emits it (build, under the fontsource file's name and the content's hash) like any other asset.
 *
 * Cutting a file takes HarfBuzz (subset-font, WebAssembly) 0.1 to 0.7 s; each result is kept in
 * node_modules/.cache under a hash of everything that makes it, so the client and server builds, the dev
 * server and the test workers cut each file once.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { codePointsOf, fontFiles, fontSubsetImportPrefix, fontWeightRange, type FontFileName } from "../src/theme/fontFiles.ts";
import { root } from "./lib/paths.ts";

const require = createRequire(import.meta.url);
const cacheDir = join(root, "node_modules", ".cache", "font-subsets");
const subsetterVersion = (JSON.parse(readFileSync(require.resolve("subset-font/package.json"), "utf8")) as { version: string }).version;

async function cutFontFile(name: FontFileName): Promise<string> {
  const { source, unicodeRange } = fontFiles[name];
  const original = await readFile(require.resolve(source));
  const key = createHash("sha256").update(original).update(JSON.stringify([unicodeRange, fontWeightRange, subsetterVersion])).digest("hex").slice(0, 16);
  const file = join(cacheDir, key, basename(source));
  if (existsSync(file)) return file;
  const text = String.fromCodePoint(...codePointsOf(unicodeRange));
  const cut = await subsetFont(original, text, { targetFormat: "woff2", variationAxes: { wght: fontWeightRange } });
  await mkdir(join(cacheDir, key), { recursive: true });
  // Written aside and renamed: test workers cutting the same file at once never read half of one.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, cut);
  await rename(partial, file);
  return file;
}

export function fontSubsetsPlugin(): Plugin {
  const cuts = new Map<string, Promise<string>>();
  return {
    name: "font-subsets",
    enforce: "pre",
    async resolveId(id) {
      if (!id.startsWith(fontSubsetImportPrefix)) return null;
      const [name, query] = id.slice(fontSubsetImportPrefix.length).split("?");
      if (!Object.hasOwn(fontFiles, name!) || query !== "url") throw new Error(`${id}: no such font file (src/theme/fontFiles.ts names ${Object.keys(fontFiles).join(", ")}), or not imported with ?url`);
      if (!cuts.has(name!)) cuts.set(name!, cutFontFile(name as FontFileName));
      return `${await cuts.get(name!)!}?url`;
    },
  };
}
