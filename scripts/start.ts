/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then serves it on
 * http://localhost:4173 with the enquiry API (settings: src/server/config.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { listFilesRecursively } from "./lib/files.ts";
import { buildCompleteStamp, distDir, root } from "./lib/paths.ts";

const stamp = join(distDir, buildCompleteStamp);
const sources = ["pages", "schemas", "src", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestSource(): number {
  let newest = 0;
  for (const source of sources) {
    const full = join(root, source);
    if (!existsSync(full)) continue;
    for (const file of statSync(full).isDirectory() ? listFilesRecursively(full) : [full]) {
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

if (!existsSync(stamp) || statSync(stamp).mtimeMs < newestSource()) {
  console.log("Building the site (dist/ is missing or older than its sources)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("./serve.ts");
