import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distDir, root } from "../../scripts/lib/paths.ts";
import { freePort } from "../../scripts/lib/servers/freePort.ts";

export const nginxBinary = "/usr/sbin/nginx";

/**
 * docs/deploy/nginx.conf as it is, with only what a test machine cannot have taken out: TLS (no
 * certificate), http2 and brotli_static (modules nginx-light lacks), the two redirect-only servers, and
 * root privileges (it listens on a free port and keeps its files in a temporary folder; as root, its
 * workers keep root's rights to read the checkout). Locations,
 * headers, the page-policy map and try_files are the shipped ones, pointed at this project's dist/, and
 * the Node server it passes search and enquiries to is the one on `nodePort` (the browser tests' own).
 */
export function testableNginxConf(port: number, workDir: string, nodePort: number): string {
  const conf = readFileSync(join(root, "docs", "deploy", "nginx.conf"), "utf8")
    .replace(/#.*$/gm, "")
    .replace(/server \{[^{}]*return 301[^{}]*\}/g, "")
    .replaceAll("/srv/company-site", root)
    .replace(/^\s*(ssl_\w+|http2|brotli_static|listen \[::\]:\d+)[^;]*;/gm, "")
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/server 127\.0\.0\.1:4173;/, `server 127.0.0.1:${nodePort};`)
    .replace(/worker_processes [^;]+;/, `worker_processes 1;\nerror_log ${workDir}/error.log;\npid ${workDir}/nginx.pid;`)
    .replace(/sendfile on;/, `sendfile on;\n    access_log off;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${workDir};`).join("\n")}`);
  if (root !== join(distDir, "..")) throw new Error("the nginx test serves the project's own dist/; unset DIST_DIR");
  // As root, nginx's workers drop to "nobody", who may not enter a checkout in a private folder (a CI
  // clone in `mktemp -d`): they stay root here. A real server reads /srv/company-site as its own user.
  return process.getuid?.() === 0 ? `user root;\n${conf}` : conf;
}

/**
 * Starts nginx in the foreground on the shipped configuration, in front of the Node server listening
 * on 127.0.0.1:`nodePort`; stop() ends it and removes its files.
 */
export async function startNginx(nodePort: number): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: apt-get install nginx-light (.ci/run does)`);
  const workDir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  const port = await freePort();
  const confFile = join(workDir, "nginx.conf");
  writeFileSync(confFile, testableNginxConf(port, workDir, nodePort));
  const nginx: ChildProcess = spawn(nginxBinary, ["-c", confFile, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  nginx.stderr?.on("data", (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${errors || readFileSync(join(workDir, "error.log"), "utf8")}`);
    try {
      await fetch(origin);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not answer on ${origin}: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    stop: () => {
      nginx.kill("SIGQUIT");
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
