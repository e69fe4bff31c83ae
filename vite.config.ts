import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { pagesPlugin } from "./scripts/vitePages.ts";
import { enquiriesDevPlugin } from "./scripts/viteEnquiries.ts";
import { distDir } from "./scripts/lib/paths.ts";

export default defineConfig({
  plugins: [pagesPlugin(), enquiriesDevPlugin(), react({ jsxImportSource: "@emotion/react" })],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: distDir,
    // scripts/prerender.ts reads the manifest to preload each page's own chunk.
    manifest: true,
  },
  ssr: {
    // Bundled into the server build so prerendering does not depend on how these packages ship ESM.
    noExternal: ["styled-system", "@styled-system/*", "lucide-react"],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
