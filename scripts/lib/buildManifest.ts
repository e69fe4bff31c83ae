import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "./paths.ts";

/** One entry of Vite's build manifest: a source file's chunk and the chunks it imports statically. */
export interface ManifestChunk {
  file: string;
  /** The source file, for a chunk that has one of its own (not a chunk of shared code). */
  src?: string;
  imports?: string[];
  /** The manifest keys of what its code imports on demand (`import("./…")`). */
  dynamicImports?: string[];
  isEntry?: boolean;
  /** Whether some code imports it on demand. */
  isDynamicEntry?: boolean;
  /** The stylesheets its code imports (the studio's). */
  css?: string[];
}

/**
 * The client build's manifest (vite.config.ts writes it), by source file: the pages' own files
 * (`pages/about-us.json`) included. What the prerenderer and the tests of the built site read.
 */
export const readBuildManifest = (dist: string = distDir): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/**
 * The chunks manifest entries `keys` need: their own and those of everything they import statically,
 * each once and after the chunks it imports (the order the boot script evaluates them in).
 */
export function chunkClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    chunk.imports?.forEach(visit);
    chunks.push(chunk);
  };
  keys.forEach(visit);
  return chunks;
}


/**
 * The manifest key of the chunk by which code outside `folder` enters it on demand: the one chunk of a
 * source in the folder that is imported on demand, less those that another such chunk of the folder
 * imports on demand (the contact form's component, say, not the rules the component fetches later,
 * even though those import the component's chunk for what they share).
 * Throws unless there is exactly one, naming what it found.
 */
export function folderEntry(manifest: Record<string, ManifestChunk>, folder: string): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.src?.startsWith(folder));
  const enteredWithin = new Set(entries.flatMap((key) => manifest[key]!.dynamicImports ?? []));
  const ways = entries.filter((key) => !enteredWithin.has(key));
  if (ways.length !== 1) {
    throw new Error(`The build should have exactly one chunk imported on demand from ${folder}, by which its code is entered; it has ${ways.length}${ways.length ? `: ${ways.join(", ")}` : ""}.`);
  }
  return ways[0]!;
}
