/** Runs the project's own tools as a person would, pointed at the benchmark's folders, and times them. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../paths.ts";

export interface Run {
  ms: number;
  /** CPU time the command and its children used: steadier than `ms` when other work shares the machine. */
  cpuMs: number;
  stdout: string;
  stderr: string;
}

/** Where one benchmark size reads and writes: what PAGES_DIR, DIST_DIR and SSR_DIST_DIR say. */
export interface Folders {
  pages: string;
  dist: string;
  ssrDist: string;
}

const envFor = (folders: Folders) => ({ ...process.env, PAGES_DIR: folders.pages, DIST_DIR: folders.dist, SSR_DIST_DIR: folders.ssrDist });

/**
 * CPU time of this process's finished children, from Linux's /proc (fields 16 and 17 of stat, in
 * clock ticks of 10 ms); 0 elsewhere, where only the wall clock is measured.
 */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/** Runs `node <args>` in the project root; throws with its output when it fails. */
export function timedNode(args: string[], folders: Folders): Run {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, env: envFor(folders), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`node ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  return { ms, cpuMs: childrenCpuMs() - cpuBefore, stdout: result.stdout, stderr: result.stderr };
}

/** A project script, run as package.json runs it: by Node itself, which strips the types. */
export const script = (path: string, ...args: string[]) => [join(root, path), ...args];
export const vite = (...args: string[]) => [join(root, "node_modules", "vite", "bin", "vite.js"), ...args];
