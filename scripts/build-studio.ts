/**
 * `npm run build:studio`: builds the page studio's screens for the live site into dist-studio/, apart
 * from dist/ so that no visitor's page, static host or CDN ever carries them. `npm start` serves them at
 * /studio behind sign-in when STUDIO_REPO is set (scripts/lib/studio/live/); the dev server keeps
 * serving the same screens from source at /_studio. The two entries (the editor, the preview frame
 * that draws the site's own blocks) are listed in dist-studio/.vite/manifest.json, which the server
 * reads to write their pages (scripts/lib/studio/studioHtml.ts).
 */
import "./lib/production.ts";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { pagesPlugin } from "./vitePages.ts";
import { fontSubsetsPlugin } from "./viteFontSubsets.ts";
import { root, studioDistDir } from "./lib/paths.ts";
import { LIVE_STUDIO_PATH } from "../src/studio/studioApi.ts";

const studioEntries = { studio: "src/studio/main.tsx", preview: "src/studio/preview/main.tsx" } as const;

const started = performance.now();
await build({
  configFile: false,
  root,
  base: `${LIVE_STUDIO_PATH}/`,
  // The site's public/ files are dist/'s; the studio's pages use them where the site has them.
  publicDir: false,
  logLevel: "warn",
  plugins: [fontSubsetsPlugin(), pagesPlugin({ compiledContent: true }), react({ jsxImportSource: "@emotion/react" })],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // As vite.config.ts: React 19 has the hook the shim stands in for.
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL("../src/vendor/useSyncExternalStore.ts", import.meta.url)) }],
  },
  build: {
    outDir: studioDistDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: studioEntries },
  },
});
console.log(`built the studio into ${studioDistDir} in ${Math.round(performance.now() - started)} ms`);
