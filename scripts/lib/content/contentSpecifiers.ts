/**
 * The names by which the site's code imports its content in a build: the route table with each page's
 * data, the header's part of the site file, and the whole site file. The client and server bundles keep
 * these imports as they are (scripts/vitePages.ts marks them external), and the content step
 * (siteContent.ts) writes the modules they name: the browser finds them through the page's import map,
 * Node through the server bundle's package.json "imports". So a change of content is a few files
 * written, never a code build. In the dev server and the tests the same imports are Vite's virtual
 * modules, made from pages/ at each change.
 */
import { webManifestPath } from "../../../src/seo/webManifest.ts";

export const contentSpecifiers = {
  routes: "#site-content/routes",
  header: "#site-content/header",
  site: "#site-content/site",
} as const;

export type ContentModule = keyof typeof contentSpecifiers;

/** Where the content modules are written: under dist/'s hashed assets (cached for a year), and beside the server bundle. */
export const contentFolder = "assets/content";

/** What the content step writes at a build's root besides the pages' HTML. */
export const contentStepFiles = { sitemap: "sitemap.xml", robots: "robots.txt", webManifest: webManifestPath.slice(1) } as const;
