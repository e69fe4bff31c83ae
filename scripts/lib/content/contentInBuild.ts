/**
 * Reading back what the content step wrote into a build (buildContent.ts): which files it writes anew
 * each time, and which content modules and search index a build's pages use. The live site's builds
 * (studio/publish/siteBuilds.ts) carry the rest of a build, and only the content recent pages use,
 * into the next one.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { indexMetaName } from "../../../src/search/loadSearchIndex.ts";
import { hostConfigFiles } from "../deployConfigs.ts";
import { languages, twinAddress } from "../../../src/shared/language.ts";
import { contentFolder, contentStepFiles } from "./contentSpecifiers.ts";
import { importMapOf } from "./siteContent.ts";

const withoutCompression = (path: string) => path.replace(/\.(br|gz)$/, "");
const rootFiles = new Set<string>([...Object.values(contentStepFiles), ...hostConfigFiles]);

/** A file every content step writes (pages, sitemap, robots.txt, web manifest, hosts' configuration), or a compressed copy of one. */
export const writtenByContentStep = (path: string) => {
  const original = withoutCompression(path);
  return original.endsWith(".html") || rootFiles.has(original);
};

/** A content module or search index (kept only while a recent build's pages use it), or a compressed copy of one. */
export const isContent = (path: string) => {
  const original = withoutCompression(path);
  return original.startsWith(`${contentFolder}/`) || /^assets\/search-index-[0-9a-f]+\.json$/.test(original);
};

const searchIndexMeta = new RegExp(`<meta name="${indexMetaName}" content="/([^"]+)">`);
const pageModule = /import\("\.\/([^"]+)"\)/g;

/**
 * The content modules and search index a build's pages use, relative to its dist (compressed copies
 * included): in each language, the modules its home page's import map names, the page modules its
 * route table loads, the index its pages name.
 */
export function contentInUse(dist: string): Set<string> {
  const used = new Set<string>();
  for (const language of languages) {
    const home = join(dist, twinAddress("/", language).slice(1), "index.html");
    if (!existsSync(home)) continue;
    const html = readFileSync(home, "utf8");
    const index = searchIndexMeta.exec(html)?.[1];
    if (index) used.add(index);
    for (const [module, url] of Object.entries(importMapOf(html))) {
      const path = url.replace(/^\//, "");
      used.add(path);
      if (module !== "routes" || !existsSync(join(dist, path))) continue;
      const folder = path.slice(0, path.lastIndexOf("/"));
      for (const [, page] of readFileSync(join(dist, path), "utf8").matchAll(pageModule)) used.add(`${folder}/${page}`);
    }
  }
  for (const path of [...used]) for (const suffix of [".br", ".gz"]) used.add(path + suffix);
  return used;
}
