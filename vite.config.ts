import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { pagesPlugin } from "./scripts/vitePages.ts";
import { enquiriesDevPlugin } from "./scripts/viteEnquiries.ts";
import { inlineBootPlugin } from "./scripts/viteInlineBoot.ts";
import { webManifestPlugin } from "./scripts/viteWebManifest.ts";
import { studioPlugin } from "./scripts/viteStudio.ts";
import { eagerCommonJsPlugin } from "./scripts/viteEagerCommonJs.ts";
import { schemeAtLoadPlugin } from "./scripts/viteSchemeAtLoad.ts";
import { fontSubsetsPlugin } from "./scripts/viteFontSubsets.ts";
import { distDir, ssrDistDir } from "./scripts/lib/paths.ts";
import { shellChunkName } from "./scripts/lib/shellChunk.ts";
import { frameworkChunk } from "./scripts/lib/chunkNames.ts";
import { preloadedDependencies } from "./scripts/viteModulePreload.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [fontSubsetsPlugin(), pagesPlugin(), enquiriesDevPlugin(), schemeAtLoadPlugin(), inlineBootPlugin(), eagerCommonJsPlugin(), webManifestPlugin(), studioPlugin(), react({ jsxImportSource: "@emotion/react" })],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // DIST_DIR and SSR_DIST_DIR (scripts/lib/paths.ts) move both builds, as npm run bench:scale does.
    outDir: isSsrBuild ? ssrDistDir : distDir,
    // The server bundle is kept beside dist/ for the live studio's previews: public/ is dist/'s alone.
    copyPublicDir: !isSsrBuild,
    // scripts/prerender.ts reads the manifest to name each page's own chunks.
    manifest: true,
    // The boot script preloads each page's chunks itself (entry-client.tsx); every browser the site
    // supports knows <link rel="modulepreload">, so the polyfill would only weigh down the boot script.
    // What an import() of the app's code preloads beside it: scripts/viteModulePreload.ts.
    modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
    rolldownOptions: {
      // The app (hydrate.tsx) is an entry of its own, which the boot script imports by the name the
      // page's head gives it: so the boot script imports nothing and is the only request before the
      // page is drawn.
      // The font faces are an entry of their own, which no page loads: their files are named in each page's
      // head by the server bundle (src/theme/fontFaces.ts), and the app itself never imports them.
      input: isSsrBuild ? undefined : { index: "index.html", app: "src/hydrate.tsx", "font-faces": "src/theme/fontFaces.ts" },
      // Vite drops the exports of client entries; the app's `hydrate` is what the boot script calls.
      preserveEntrySignatures: "exports-only",
      // @emotion/react imports hoist-non-react-statics (CommonJS, so never dropped on its own) for
      // withTheme, which the site does not use: declared free of side effects, it leaves every page's
      // first load (0.8 KB).
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }] },
      output: {
        // Every request costs a round trip and its headers on a slow phone, so what every page needs
        // travels in two files (the libraries, the site's shell) instead of dozens of tiny shared
        // chunks. Blocks, page data, the search popup and the contact form's libraries stay apart,
        // fetched only by the pages (or the moment) that use them.
        codeSplitting: {
          groups: [
            // Not @emotion/styled nor styled-system: only the blocks without behaviour use them (through
            // src/blocks/primitives.ts), and those are never hydrated on the page a visitor arrives on.
            { name: frameworkChunk, test: /node_modules[\\/](react|react-dom|scheduler|@emotion[\\/](?!styled|is-prop-valid)[^\\/]+|stylis|wouter|regexparam|use-sync-external-store)[\\/]/, priority: 20 },
            // What the app entry imports: not the icon set, whose drawings travel with the blocks that
            // show icons, nor anything imported on demand (scripts/lib/shellChunk.ts).
            { name: shellChunkName("src/hydrate.tsx", "src/entry-client.tsx"), debugName: "shell", priority: 10 },
            // What several blocks use, in one chunk rather than one tiny chunk per helper. Only blocks
            // fetch it, so the pages whose blocks are all static never do.
            { name: "blocks-shared", test: /[\\/]src[\\/]blocks[\\/]shared[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build so prerendering does not depend on how these packages ship ESM.
    noExternal: ["styled-system", "@styled-system/*", "lucide"],
  },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL("src/vendor/useSyncExternalStore.ts", import.meta.url)) }],
  },
  server: { port: 5173 },
  // The studio's pages are not HTML files Vite finds by itself: named here, their libraries are
  // prepared when the dev server starts, not on the first visit (which would reload the studio).
  optimizeDeps: { entries: ["index.html", "src/studio/main.tsx", "src/studio/preview/main.tsx"] },
  preview: { port: 4173 },
}));
