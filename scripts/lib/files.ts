import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, as absolute paths. */
export function listFilesRecursively(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFilesRecursively(full) : [full];
  });
}
