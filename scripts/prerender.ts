/**
 * `npm run prerender`, the content step of `npm run build` (scripts/lib/content/buildContent.ts): the
 * content modules and every page's HTML written into dist/ from pages/, with the code both Vite builds
 * have just written. The client build's dist/index.html is the page template; it is kept beside the
 * server bundle, as the home page takes its place and each publish fills it in again.
 */
import "./lib/production.ts";
import { copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { buildContent, pageTemplateName } from "./lib/content/buildContent.ts";
import { distDir, pagesDir, publicDir, ssrDistDir } from "./lib/paths.ts";

const started = performance.now();
const viteTemplate = join(distDir, "index.html");
if ((await readFile(viteTemplate, "utf8")).includes("<!--app-html-->")) await copyFile(viteTemplate, join(ssrDistDir, pageTemplateName));
// The renders of the content step before, when the code is the same (a content change, built again).
const built = await buildContent({ folders: { pagesDir, publicDir }, dist: distDir, ssr: ssrDistDir, earlierSsr: ssrDistDir });
if (built.redirected) console.log(`wrote a page that sends visitors on at each of ${built.redirected} old address${built.redirected === 1 ? "" : "es"}`);
const reused = built.addresses - built.rendered;
console.log(`prerendered ${built.addresses} addresses${reused ? ` (${built.rendered} rendered, ${reused} unchanged since the build before)` : ""} and the 404 pages in ${Math.round(performance.now() - started)} ms; search index ${built.searchIndex.url} (${built.searchIndex.bytes} bytes)`);
