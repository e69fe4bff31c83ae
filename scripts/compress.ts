/**
 * `npm run compress`, the build's last step: writes .br and .gz beside every text file in dist/
 * (scripts/lib/precompress.ts) and prints what it saved.
 */
import { join } from "node:path";
import { precompressFolder } from "./lib/precompress.ts";
import { root } from "./lib/paths.ts";

const started = performance.now();
const files = await precompressFolder(join(root, "dist"));
const sum = (pick: (file: (typeof files)[number]) => number) => files.reduce((total, file) => total + pick(file), 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

console.log(
  `compressed ${files.length} files in ${Math.round(performance.now() - started)} ms: ${kib(sum((f) => f.bytes))} → ` +
    `${kib(sum((f) => f.brotliBytes))} brotli, ${kib(sum((f) => f.gzipBytes))} gzip`,
);
