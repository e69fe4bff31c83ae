import { listFilesRecursively } from "./files.ts";
import { slashedPath } from "./paths.ts";

/** Every .json file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listJsonFiles(dir: string): string[] {
  return listFilesRecursively(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => slashedPath(dir, file))
    .sort();
}
