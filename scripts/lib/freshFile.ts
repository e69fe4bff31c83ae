/**
 * Writing a build's file as a new file, renamed into place: a reader never sees half of it, and a
 * file that is a hard link to an earlier build's (scripts/lib/studio/publish/siteBuilds.ts links the
 * unchanged ones) keeps the earlier build's content instead of being overwritten through the link.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

const temporaryOf = (file: string) => `${file}.${process.pid}.tmp`;

export async function writeFreshFile(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(temporaryOf(file), content);
  await rename(temporaryOf(file), file);
}

export function writeFreshFileSync(file: string, content: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(temporaryOf(file), content);
  renameSync(temporaryOf(file), file);
}
