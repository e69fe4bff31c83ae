/**
 * Writes real HTML for every route and alias into dist/ (readable with JavaScript off, and what the
 * browser hydrates), plus 404.html, sitemap.xml and robots.txt. Runs after both Vite builds.
 */
import "./lib/production.ts";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { lastChangedDates } from "./lib/lastChanged.ts";
import { distDir, root, ssrDistDir } from "./lib/paths.ts";
import { pageTemplateFile } from "./lib/serverBundle.ts";
import { chunkClosure, readBuildManifest } from "./lib/buildManifest.ts";
import { blockModulePath } from "../src/blocks/registry.ts";
import { writeSearchIndex } from "./lib/searchIndexFile.ts";
import { indexMetaName } from "../src/search/loadSearchIndex.ts";
import { appModuleMetaName, pageChunksMetaName } from "../src/shared/pageChunks.ts";
import { fillPageTemplate, type PageParts } from "./lib/pageTemplate.ts";
import { writeRedirectPages } from "./lib/redirectPages.ts";
import { readSiteFile } from "./lib/validateProject.ts";

const dist = distDir;
const serverBuild = join(ssrDistDir, "entry-server.js");

type ServerEntry = typeof import("../src/entry-server.tsx");

/**
 * The manifest's key of the app, the client entry the boot script imports (vite.config.ts). The boot
 * script itself is written into index.html (scripts/viteInlineBoot.ts): the manifest has no chunk of it.
 */
const appKey = "src/hydrate.tsx";

const { render, pages, baseUrl } = (await import(pathToFileURL(serverBuild).href)) as ServerEntry;
const template = await readFile(join(dist, "index.html"), "utf8");
const manifest = readBuildManifest(dist);

if (!manifest[appKey]?.isEntry) throw new Error(`The client build's manifest has no entry ${appKey}`);

/**
 * The app module, and the chunks a page needs before it can hydrate (the app's, those of its blocks
 * that have behaviour and what they import: the others stay as prerendered), named for the
 * boot script, which fetches them side by side once the page has painted, then evaluates them one by
 * one, each after those it imports. Not <link rel="modulepreload">: those would compete with the
 * first paint.
 */
function appMetas(keys: string[]): string {
  const files = [...new Set(chunkClosure(manifest, [appKey, ...keys]).map((chunk) => chunk.file))].map((file) => `/${file}`);
  return `<meta name="${appModuleMetaName}" content="/${manifest[appKey]!.file}">\n    <meta name="${pageChunksMetaName}" content="${files.join(" ")}">`;
}

/** The finished page: the template filled in, carrying its own Content-Security-Policy (its styles' hashes). */
const fill = (parts: PageParts) => fillPageTemplate(template, parts);

const started = performance.now();
// Every page names the search index in its head; the popup fetches it only when opened.
const searchIndex = await writeSearchIndex(dist, pages);
const searchIndexMeta = `<meta name="${indexMetaName}" content="${searchIndex.url}">`;

let written = 0;
const resultAddresses: string[] = [];
for (const page of pages) {
  for (const address of [page.route, ...page.aliases]) {
    const rendered = await render(address);
    if (rendered.status !== 200) throw new Error(`${address} rendered as ${rendered.status}`);
    // Not the page's data chunk: what hydrating needs of it is in the page (rendered.data).
    const chunks = appMetas(rendered.hydratedBlockTypes.map(blockModulePath));
    const file = address === "/" ? join(dist, "index.html") : join(dist, ...address.slice(1).split("/"), "index.html");
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, fill({ head: `${rendered.head}\n    ${searchIndexMeta}\n    ${chunks}`, html: rendered.html, data: rendered.data }));
    if (rendered.resultsByQuery) resultAddresses.push(address);
    written++;
  }
}

// Old addresses (pages/_site.json's redirects) get a page that sends the browser on, for hosts without rules.
const redirected = await writeRedirectPages(dist, readSiteFile().redirects ?? [], baseUrl);
if (redirected) console.log(`wrote a page that sends visitors on at each of ${redirected} old address${redirected === 1 ? "" : "es"}`);

const notFound = await render("/404-page-not-found");
await writeFile(join(dist, "404.html"), fill({ head: `${notFound.head}\n    ${searchIndexMeta}\n    ${appMetas([])}`, html: notFound.html, data: notFound.data }));

// Every page at its canonical address (an alias serves the same page). Search engines recrawl by
// <lastmod>, so it is when the page's file last changed, not the build's day.
const lastChanged = lastChangedDates(root, pages.map((page) => page.file));
const urls = pages.map(({ route, file }) => `  <url><loc>${baseUrl}${route}</loc><lastmod>${lastChanged.get(file)}</lastmod></url>`);
await writeFile(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
// Search results (the search page with a query) are a page per query: Google asks that crawlers be
// kept off them. "?" is literal in robots.txt, so the search page itself stays crawlable.
const disallowed = resultAddresses.map((address) => `Disallow: ${address}?\n`).join("");
await writeFile(join(dist, "robots.txt"), `User-agent: *\n${disallowed || "Allow: /\n"}\nSitemap: ${baseUrl}/sitemap.xml\n`);
// The server bundle stays for the live studio's draft preview, with the template the home page has
// just replaced (scripts/lib/serverBundle.ts).
await writeFile(pageTemplateFile, template);

console.log(`prerendered ${written} addresses and 404.html in ${Math.round(performance.now() - started)} ms; search index ${searchIndex.url} (${searchIndex.bytes} bytes)`);
