/**
 * `npm run compress`, the build's last step: writes .br and .gz beside every text file in dist/
 * (scripts/lib/precompress.ts), prints what it saved, and stamps dist/ as complete for `npm start`.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { precompressFolder } from "./lib/precompress.ts";
import { buildCompleteStamp, distDir } from "./lib/paths.ts";

const started = performance.now();
const files = await precompressFolder(distDir);
const sum = (pick: (file: (typeof files)[number]) => number) => files.reduce((total, file) => total + pick(file), 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

console.log(
  `compressed ${files.length} files in ${Math.round(performance.now() - started)} ms: ${kib(sum((f) => f.bytes))} → ` +
    `${kib(sum((f) => f.brotliBytes))} brotli, ${kib(sum((f) => f.gzipBytes))} gzip`,
);

// Last, so that a build that failed at any step leaves no stamp and `npm start` builds again.
await writeFile(join(distDir, buildCompleteStamp), new Date().toISOString() + "\n");
