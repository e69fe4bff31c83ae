/**
 * Runs a publish's content step (contentWorker.ts) in a worker thread of its own, and resolves with what
 * it says: done, the validator's problems, or the error that stopped it. A worker renders one version
 * of the content, so each publish has a new one. A publisher reviewing the drafts is about to publish:
 * from then a worker waits ready, its code loaded and warmed up, so the publish spends its time on the
 * content alone; nobody reviewing, no worker spends the processor's time. The worker ends
 * once it has compressed the pages again at the highest levels, and with it the server bundle and the
 * content it imported.
 */
import { Worker } from "node:worker_threads";
import type { Problem } from "../../problem.ts";
import type { BuildFolders } from "./siteBuilds.ts";
import type { StudioFolders } from "../studioFolders.ts";

export interface ContentJob extends BuildFolders {
  folders: StudioFolders;
  /** validateProject's overrides and absent files, as arrays (what a worker's data can carry). */
  overrides: [string, string][];
  absent: string[];
  /** The build served now: a file the new build writes as it has it keeps its compressed copies, and an unchanged page its render. */
  served: BuildFolders;
}

/** What a waiting worker warms up with: the pages, and the build served when it started. */
export interface ContentWorkerData {
  folders: StudioFolders;
  served: BuildFolders;
}

/** `compressed`: the files it compressed, relative to the build's dist (at fast levels first, at the highest after answering). */
export type ContentJobResult = { ok: true; addresses: number; rendered: number; compressed: string[] } | { ok: false; problems: Problem[] } | { ok: false; error: string };

export interface ContentWorkers {
  /** Starts the next publish's worker, unless one waits already. */
  warmUp(): void;
  build(job: ContentJob): Promise<ContentJobResult>;
  /** Ends the worker waiting for the next publish. */
  close(): void;
}

/** `folders`: where the pages are; `served`: the build served now. A waiting worker warms up with both (contentWorker.ts). */
export function startContentWorkers(folders: StudioFolders, served: () => BuildFolders): ContentWorkers {
  let closed = false;
  const start = () => {
    const workerData: ContentWorkerData = { folders, served: served() };
    const worker = new Worker(new URL("./contentWorker.ts", import.meta.url), { workerData });
    // Waiting, it does not keep the server's process alive.
    worker.unref();
    let ended = false;
    const exited = new Promise<number>((resolve) => worker.once("exit", resolve)).finally(() => (ended = true));
    const failed = new Promise<Error>((resolve) => worker.once("error", resolve));
    return { worker, exited, failed, ended: () => ended };
  };
  let waiting: ReturnType<typeof start> | undefined;

  return {
    warmUp() {
      if (!closed && (!waiting || waiting.ended())) waiting = start();
    },
    build(job) {
      // A worker takes one job: one waits when a publisher has reviewed the drafts (unless it ended
      // waiting, which a worker does only if it could not start); otherwise it starts now.
      const { worker, exited, failed } = waiting && !waiting.ended() ? waiting : start();
      waiting = undefined;
      worker.ref();
      const answered = new Promise<ContentJobResult>((resolve) => worker.once("message", resolve));
      worker.postMessage(job);
      const result = Promise.race([
        answered,
        failed.then((error) => Promise.reject(error)),
        exited.then((code) => Promise.reject(new Error(`the content step stopped (exit code ${code}) before it finished`))),
      ]);
      void result.catch(() => undefined).finally(() => worker.unref());
      return result;
    },
    close() {
      closed = true;
      void waiting?.worker.terminate();
    },
  };
}
