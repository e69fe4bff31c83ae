import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { pagesPlugin } from "./scripts/vitePages.ts";
import { fontSubsetsPlugin } from "./scripts/viteFontSubsets.ts";

export default defineConfig({
  plugins: [fontSubsetsPlugin(), pagesPlugin(), react({ jsxImportSource: "@emotion/react" })],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Component tests type like a person (user-event); on a busy two-core CI machine 5 s is too tight.
    testTimeout: 15_000,
    // The command-line tests start the scripts dozens of times (validate, new-page, enquiries, …): Node's
    // compile cache, inherited by each, spares compiling them afresh every time (0.39 s of CPU for
    // `enquiries` instead of 0.18 s here).
    env: { NODE_COMPILE_CACHE: fileURLToPath(new URL("node_modules/.cache/node-compile-cache", import.meta.url)) },
    // Vitest keeps one core for itself by default, which on a two-core machine runs the files one at a
    // time; the test files do the work, so one worker per core (110 s here instead of 160 s).
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: each test file gets a fresh module graph and DOM all
    // the same, set up faster (the whole run 128 s instead of 149 s here, the DOM files 46 s instead of 64 s).
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["tests/**/*.test.ts", "scripts/**/*.test.ts"],
          // A worker keeps the modules it has imported from one file to the next: most files import the
          // server, the validator and their schemas, and importing and compiling them afresh for each was
          // a fifth of this project's time (225 s instead of 276 s here). So no file here mocks a module
          // (a mock would reach only the modules not imported yet, and stay for the next file) or leaves
          // state behind: what a file starts (servers, databases, folders) it stops in its own afterAll,
          // and helpers register hooks only when a file calls them (postgresForThisFile.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          // Each file still gets a DOM and module graph of its own, in a VM context, but the worker keeps
          // jsdom and the libraries loaded between files instead of starting a thread and importing them
          // again: the DOM files take 23 s instead of 49 s here (setting up jsdom was 42% of their time).
          // The node files stay on threads: in a VM context Rolldown (Vite's native bundler) refuses the
          // RegExps it is handed, and the whole run took 98-101 s with them there or not.
          pool: "vmThreads",
          include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.tsx"],
          setupFiles: ["tests/setup-dom.ts"],
        },
      },
    ],
  },
});
