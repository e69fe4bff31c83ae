import { relative, sep } from "node:path";
import { listFilesRecursively } from "./files.ts";

/** Every .json file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listJsonFiles(dir: string): string[] {
  return listFilesRecursively(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => relative(dir, file).split(sep).join("/"))
    .sort();
}
