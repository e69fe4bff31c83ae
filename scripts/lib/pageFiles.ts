import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every .json file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listJsonFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(relative(dir, full).split(sep).join("/"));
    }
  };
  walk(dir);
  return files.sort();
}
