/**
 * Runs a publish's content step (contentWorker.ts) in a new worker thread and resolves with what it
 * says: done, the validator's problems, or the error that stopped it. The worker ends once it has
 * compressed the pages again at the highest levels, and with it the server bundle and the content it imported.
 */
import { Worker } from "node:worker_threads";
import type { Problem } from "../../problem.ts";

export interface ContentJob {
  folders: { pagesDir: string; publicDir: string };
  dist: string;
  ssr: string;
  /** validateProject's overrides and absent files, as arrays (what a worker's data can carry). */
  overrides: [string, string][];
  absent: string[];
  /** The dist folder served now: a file the new build writes as it has it keeps its compressed copies. */
  served: string;
}

/** `compressed`: the files it compressed, relative to the build's dist (at fast levels first, at the highest after answering). */
export type ContentJobResult = { ok: true; addresses: number; compressed: string[] } | { ok: false; problems: Problem[] } | { ok: false; error: string };

export function buildInWorker(job: ContentJob): Promise<ContentJobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./contentWorker.ts", import.meta.url), { workerData: job });
    let answered = false;
    worker.once("message", (result: ContentJobResult) => {
      answered = true;
      resolve(result);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the content step stopped (exit code ${code}) before it finished`));
    });
  });
}
