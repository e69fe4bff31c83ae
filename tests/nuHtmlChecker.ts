/**
 * The W3C Nu HTML checker (vnu, from the npm package vnu-jar), which runs on Java. Starting Java and
 * loading the checker's schemas take most of its time, so every file goes into one run.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** One message of vnu's JSON report (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  /** "info" with subType "warning" is a warning; "non-document-error" is a file the checker could not read. */
  type: "error" | "info" | "non-document-error";
  subType?: string;
  /** The checked file's path. */
  file: string;
  message: string;
  lastLine?: number;
  /** The source around the problem, and which part of it the message is about. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** The checker's errors and warnings for `files` (absolute paths), without its informational notes. */
export async function nuCheck(files: readonly string[]): Promise<NuMessage[]> {
  // One short run over a few dozen files: the JIT's optimising tier (C2) and the parallel garbage
  // collector cost more than they save in it, twice the CPU (11.6 s against 5.1 s here) for the same report.
  // Code compiled by the first tier alone takes more stack: the checker's schema overflows the default
  // 1 MB there ("StackOverflowError while evaluating HTML schema"), and runs in 2 MB.
  const args = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnuJar, "--format", "json", "--skip-info-messages", "--stdout", ...files];
  let report: string;
  try {
    ({ stdout: report } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stdout?: string };
    if (failed.code === "ENOENT") throw new Error("The W3C Nu HTML checker needs Java: apt-get install default-jre-headless");
    // vnu exits 1 when it found an error, its report written all the same.
    if (!failed.stdout) throw error;
    report = failed.stdout;
  }
  const { messages } = JSON.parse(report) as { messages: (Omit<NuMessage, "file"> & { url: string })[] };
  return messages.map(({ url, ...message }) => ({ ...message, file: fileURLToPath(url) }));
}

/** The part of the source a message is about (`<script type="application/json" …>`), or "". */
export const highlighted = ({ extract = "", hiliteStart = 0, hiliteLength = 0 }: NuMessage) => extract.slice(hiliteStart, hiliteStart + hiliteLength);
