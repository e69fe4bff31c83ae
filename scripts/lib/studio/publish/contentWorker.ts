/**
 * A publish's content step, in a worker thread of its own (buildInWorker.ts starts it): the content
 * modules, every changed page's HTML, the hosts' configuration files and their compressed copies,
 * written into a new build. A worker, because rendering pages takes the processor, which the server's
 * requests must not wait behind, and because the server bundle it imports reads the content it was
 * given when imported: a new worker for each publish renders the new content.
 *
 * Started before it is needed, it warms up, then waits for its one job: it validates the pages as they
 * are, so that the validator's schemas are compiled, and renders a page in each language with the
 * served build's bundle, so that the libraries every bundle shares (React's server renderer, emotion)
 * are loaded and their code hot when the job's own bundle renders.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { constants, setPriority } from "node:os";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { buildContent, ContentProblems } from "../../content/buildContent.ts";
import { compressFile, compressFileBestSync, isCompressible } from "../../precompress.ts";
import { writeDeployConfigs } from "../../writeDeployConfigs.ts";
import { readSiteFile, validateProject } from "../../validateProject.ts";
import { languages, twinAddress } from "../../../../src/shared/language.ts";
import type { ContentJob, ContentJobResult, ContentWorkerData } from "./buildInWorker.ts";
import { linkFile } from "./siteBuilds.ts";
import { importServerEntry } from "../../serverBundle.ts";

/**
 * Whether `path` is written as the served build has it (a page of the other language, an unchanged
 * page's data): it then keeps that build's compressed copies, so a publish compresses only what
 * changed, at fast levels now and at the highest ones after.
 */
async function keepsServedCopies(job: ContentJob, path: string): Promise<boolean> {
  const before = join(job.served.dist, path);
  if (!existsSync(`${before}.br`) || !existsSync(`${before}.gz`)) return false;
  const [now, then] = await Promise.all([readFile(join(job.dist, path)), readFile(before).catch(() => undefined)]);
  if (!then?.equals(now)) return false;
  await Promise.all([".br", ".gz"].map((suffix) => linkFile(before + suffix, join(job.dist, path) + suffix)));
  return true;
}

async function run(job: ContentJob): Promise<ContentJobResult> {
  try {
    const built = await buildContent({ folders: job.folders, dist: job.dist, ssr: job.ssr, overrides: new Map(job.overrides), absent: new Set(job.absent), earlierSsr: job.served.ssr });
    const siteFile = job.overrides.find(([file]) => file === join(job.folders.pagesDir, "_site.json"));
    const site = siteFile ? (JSON.parse(siteFile[1]) as ReturnType<typeof readSiteFile>) : readSiteFile(job.folders.pagesDir);
    writeDeployConfigs(job.dist, site.redirects ?? []);
    const compressible = built.written.filter(isCompressible);
    const kept = await Promise.all(compressible.map((path) => keepsServedCopies(job, path)));
    const compressed = compressible.filter((_, at) => !kept[at]);
    await Promise.all(compressed.map((path) => compressFile(join(job.dist, path), "fast")));
    return { ok: true, addresses: built.addresses, rendered: built.rendered, compressed };
  } catch (error) {
    if (error instanceof ContentProblems) return { ok: false, problems: error.result.problems };
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// The job is listened for from the start: warming up stops at the next step once it has come.
const job = new Promise<ContentJob>((resolve) => parentPort!.once("message", resolve));
let asked = false;
void job.then(() => (asked = true));
try {
  const { folders, served } = workerData as ContentWorkerData;
  // Each step lets a job that came meanwhile be heard before the next.
  const heard = () => new Promise<boolean>((resolve) => setImmediate(() => resolve(asked)));
  validateProject(folders);
  if (!(await heard())) {
    const { render } = await importServerEntry(served.ssr);
    for (const language of languages) if (!(await heard())) await render(twinAddress("/", language));
  }
} catch {
  // Warming up only: the job reports what is wrong with the pages it is given.
}
const given = await job;
const result = await run(given);
parentPort!.postMessage(result);
// Served now with fast compression: the highest levels follow, on this thread alone, one file at a
// time, at the lowest priority (on Linux a thread's own: setpriority(2)), so that the next publish and
// visitors' requests never wait behind it. A build removed meanwhile (a newer publish pruned it)
// simply ends the work.
if (result.ok) {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // A system that does not allow it compresses at the usual priority.
  }
  try {
    for (const path of result.compressed) compressFileBestSync(join(given.dist, path));
  } catch {
    // The build's folder is gone.
  }
}
parentPort!.close();
