/**
 * A publish's content step, in a worker thread of its own (buildInWorker.ts starts it): the content
 * modules, every page's HTML, the hosts' configuration files and their compressed copies, written into
 * a new build. A worker, because rendering every page takes the processor for a second or two, which
 * the server's requests must not wait behind, and because the server bundle it imports reads the
 * content it was given when imported: a new worker for each publish renders the new content.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { buildContent, ContentProblems } from "../../content/buildContent.ts";
import { compressFile, compressFileBestSync, isCompressible } from "../../precompress.ts";
import { readSiteFile } from "../../validateProject.ts";
import { writeDeployConfigs } from "../../writeDeployConfigs.ts";
import type { ContentJob, ContentJobResult } from "./buildInWorker.ts";
import { linkFile } from "./siteBuilds.ts";

const job = workerData as ContentJob;

/**
 * Whether `path` is written as the served build has it (a page of the other language, an unchanged
 * page's data): it then keeps that build's compressed copies, so a publish compresses only what
 * changed, at fast levels now and at the highest ones after.
 */
async function keepsServedCopies(path: string): Promise<boolean> {
  const before = join(job.served, path);
  if (!existsSync(`${before}.br`) || !existsSync(`${before}.gz`)) return false;
  const [now, then] = await Promise.all([readFile(join(job.dist, path)), readFile(before).catch(() => undefined)]);
  if (!then?.equals(now)) return false;
  await Promise.all([".br", ".gz"].map((suffix) => linkFile(before + suffix, join(job.dist, path) + suffix)));
  return true;
}

async function run(): Promise<ContentJobResult> {
  try {
    const built = await buildContent({ folders: job.folders, dist: job.dist, ssr: job.ssr, overrides: new Map(job.overrides), absent: new Set(job.absent) });
    const siteFile = job.overrides.find(([file]) => file === join(job.folders.pagesDir, "_site.json"));
    const site = siteFile ? (JSON.parse(siteFile[1]) as ReturnType<typeof readSiteFile>) : readSiteFile(job.folders.pagesDir);
    writeDeployConfigs(job.dist, site.redirects ?? []);
    const compressible = built.written.filter(isCompressible);
    const kept = await Promise.all(compressible.map(keepsServedCopies));
    const compressed = compressible.filter((_, at) => !kept[at]);
    await Promise.all(compressed.map((path) => compressFile(join(job.dist, path), "fast")));
    return { ok: true, addresses: built.addresses, compressed };
  } catch (error) {
    if (error instanceof ContentProblems) return { ok: false, problems: error.result.problems };
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const result = await run();
parentPort!.postMessage(result);
// Served now with fast compression: the highest levels follow, on this thread alone, one file at a
// time. A build removed meanwhile (a newer publish pruned it) simply ends the work.
if (result.ok) {
  try {
    for (const path of result.compressed) compressFileBestSync(join(job.dist, path));
  } catch {
    // The build's folder is gone.
  }
}
