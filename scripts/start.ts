/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then serves it on
 * http://localhost:4173 (PORT overrides).
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "../src/server/app.ts";
import { listFilesRecursively } from "./lib/files.ts";
import { root } from "./lib/paths.ts";

const dist = join(root, "dist");
const stamp = join(dist, ".build-complete");
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

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";
const server = await createServer({ dist, logLevel: "warn" });
await server.listen({ port, host });
console.log(`Serving the site on http://localhost:${port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
