/**
 * The web app manifest (src/seo/webManifest.ts) from pages/_site.json, answered by the dev server at
 * the address the build's content step writes it to (scripts/lib/content/buildContent.ts), so that the
 * <link rel="manifest"> of index.html is never a broken link.
 */
import type { Plugin } from "vite";
import { webManifest, webManifestPath } from "../src/seo/webManifest.ts";
import { pagesDir } from "./lib/paths.ts";
import { readSiteFile } from "./lib/validateProject.ts";

/**
 * Read from the site file at each use rather than imported: an import would make the file part of
 * Vite's own configuration, and every save of it (from the studio, say) would restart the dev server.
 */
const manifestText = () => `${JSON.stringify(webManifest(readSiteFile(pagesDir)), null, 2)}\n`;

export function webManifestPlugin(): Plugin {
  return {
    name: "web-manifest",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== webManifestPath) return next();
        let text: string;
        try {
          text = manifestText();
        } catch (error) {
          // A site file saved half-edited: the page itself shows the validator's message.
          return next(error);
        }
        response.setHeader("Content-Type", "application/manifest+json");
        response.end(text);
      });
    },
  };
}
