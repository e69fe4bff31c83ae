import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "./paths.ts";

/** One entry of Vite's build manifest: a source file's chunk and the chunks it imports statically. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
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

