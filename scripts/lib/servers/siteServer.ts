/**
 * What `npm start` runs (scripts/serve.ts), as a process of its own on a loopback port, serving a
 * folder with only a 404 page: for the tests that kill it, restart it or run two of it, and the enquiry bench.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../paths.ts";

/** A folder for the server's database and its dist/ (a 404 page is all the enquiry API needs). */
export function siteFolder(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "site-server-"));
  writeFileSync(join(folder, "404.html"), "<h1>Page Not Found</h1>");
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface SiteServer {
  child: ChildProcess;
  /** Everything it printed so far (the start line, then JSON log lines). */
  output(): string;
  /** Sends `signal` (SIGTERM: a clean stop; SIGKILL: a crash) unless it has ended already, and waits for the end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server and resolves once it listens. `env` adds to or overrides the settings (DIST_DIR
 * for the built site, SMTP_URL…).
 */
export async function startSiteServer(port: number, folder: string, env: NodeJS.ProcessEnv = {}): Promise<SiteServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DIST_DIR: folder, ENQUIRIES_DB: join(folder, "enquiries.sqlite"), ENQUIRIES_RATE_LIMIT: "100000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listening = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("Serving the site")) resolve();
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.once("exit", () => reject(new Error(`The server stopped before listening:\n${output}`)));
  });
  await listening;
  const ended = once(child, "exit");
  return {
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}
