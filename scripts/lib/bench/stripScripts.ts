/**
 * The benchmark's baseline: the same built site with every script removed from its HTML, which is the
 * fastest the prerendered page can appear. JavaScript may not make the real site much slower than this.
 */
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { listFilesRecursively } from "../files.ts";
import { compressFile } from "../precompress.ts";

// Data blocks (JSON-LD) do not run, so they stay; every other script and module preload goes.
const executableScript = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>\s*/gi;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

export function stripScripts(html: string): string {
  return html.replace(executableScript, "").replace(modulePreload, "");
}

/**
 * Copies `dist` to `target` with scripts stripped from every HTML file, compressed again as the build
 * compresses (scripts/lib/precompress.ts), so both builds reach Lighthouse the same way.
 */
export async function copyWithoutScripts(dist: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await cp(dist, target, { recursive: true });
  for (const file of listFilesRecursively(target).filter((file) => file.endsWith(".html"))) {
    await writeFile(file, stripScripts(await readFile(file, "utf8")));
    await compressFile(file);
  }
}
