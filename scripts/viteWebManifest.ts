/**
 * The web app manifest (src/seo/webManifest.ts), written from pages/_site.json: into dist/ by the
 * client build, and answered at the same address by the dev server, so that the <link rel="manifest">
 * of index.html is never a broken link.
 */
import type { Plugin } from "vite";
import { site } from "../src/app/site.ts";
import { webManifest, webManifestPath } from "../src/seo/webManifest.ts";

const manifestText = () => `${JSON.stringify(webManifest(site), null, 2)}\n`;

export function webManifestPlugin(): Plugin {
  return {
    name: "web-manifest",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: webManifestPath.slice(1), source: manifestText() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== webManifestPath) return next();
        response.setHeader("Content-Type", "application/manifest+json");
        response.end(manifestText());
      });
    },
  };
}
