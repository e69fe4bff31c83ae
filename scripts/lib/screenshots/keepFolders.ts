import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listFilesRecursively } from "../files.ts";
import { root, slashedPath } from "../paths.ts";

const foldersBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name), ...foldersBelow(join(dir, entry.name))]);

/**
 * Remembers every file below `folders` (their bytes: pages/ and public/ weigh under 1 MB) so that a
 * script driving the studio leaves them as it found them, whatever happened in between. `restore()`
 * rewrites a changed file, removes a new one and the folders made for it, and names what it put back.
 */
export function keepFolders(folders: readonly string[]) {
  const files = new Map(folders.flatMap((folder) => listFilesRecursively(folder)).map((file) => [file, readFileSync(file)]));
  const dirs = new Set(folders.flatMap((folder) => [folder, ...foldersBelow(folder)]));
  return {
    restore(): string[] {
      const restored: string[] = [];
      for (const file of folders.flatMap((folder) => listFilesRecursively(folder))) {
        if (files.has(file)) continue;
        rmSync(file);
        restored.push(`${slashedPath(root, file)} (removed)`);
      }
      for (const [file, bytes] of files) {
        if (existsSync(file) && readFileSync(file).equals(bytes)) continue;
        writeFileSync(file, bytes);
        restored.push(`${slashedPath(root, file)} (put back)`);
      }
      // Deepest first, so a folder emptied of a new folder goes too.
      const made = folders.flatMap((folder) => foldersBelow(folder)).filter((dir) => !dirs.has(dir));
      for (const dir of made.sort((a, b) => b.length - a.length)) if (statSync(dir).isDirectory() && readdirSync(dir).length === 0) rmdirSync(dir);
      return restored;
    },
  };
}
