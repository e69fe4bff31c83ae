import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { pagesPlugin } from "./scripts/vitePages.ts";
import { enquiriesDevPlugin } from "./scripts/viteEnquiries.ts";
import { lowPriorityBootPlugin } from "./scripts/viteLowPriorityBoot.ts";
import { distDir, ssrDistDir } from "./scripts/lib/paths.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [pagesPlugin(), enquiriesDevPlugin(), lowPriorityBootPlugin(), react({ jsxImportSource: "@emotion/react" })],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // DIST_DIR and SSR_DIST_DIR (scripts/lib/paths.ts) move both builds, as npm run bench:scale does.
    outDir: isSsrBuild ? ssrDistDir : distDir,
    // scripts/prerender.ts reads the manifest to name each page's own chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every request costs a round trip and its headers on a slow phone, so what every page needs
        // travels in two files (the libraries, the site's shell) instead of dozens of tiny shared
        // chunks. Blocks, page data, the search popup and the contact form's libraries stay apart,
        // fetched only by the pages (or the moment) that use them.
        codeSplitting: {
          groups: [
            // The boot script's only import: kept apart, or the boot would pull in the whole shell.
            { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 30 },
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|@emotion|@styled-system|styled-system|stylis|wouter|regexparam|use-sync-external-store|hoist-non-react-statics|react-is|object-assign)[\\/]/, priority: 20 },
            // Not the icon set: its drawings travel with the blocks that show icons (card grids, contact cards).
            { name: "shell", test: /[\\/]src[\\/](app|layout|theme|ui)[\\/](?!Icon\.tsx)/, priority: 10 },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build so prerendering does not depend on how these packages ship ESM.
    noExternal: ["styled-system", "@styled-system/*", "lucide-react"],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
