/**
 * The content step of a build: from the page files, the content modules (siteContent.ts) and every
 * page's HTML, readable with JavaScript off and what the browser hydrates, plus each language's 404
 * page (404.html, ar/404.html) and search index, the sitemap, robots.txt, the web app manifest and a
 * page at each old address. It needs the code built once (the client build in `dist`, the server
 * bundle in `ssr`) and nothing else: `npm run build` runs it after the code, and the live studio runs
 * it alone at each publish, in a worker of its own (publish/contentWorker.ts), into a new folder beside
 * the served one.
 *
 * The server bundle imports the content it renders through its package.json, which this writes before
 * importing the bundle: a process (or worker) renders one version of the content.
 */
import { readFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { blockFolder, blocks } from "../../../src/blocks/registry.ts";
import type { BlockType } from "../../../src/blocks/types.ts";
import { indexMetaName } from "../../../src/search/loadSearchIndex.ts";
import { webManifest } from "../../../src/seo/webManifest.ts";
import { appModuleMetaName, pageChunksMetaName } from "../../../src/shared/pageChunks.ts";
import { chunkClosure, folderEntry, readBuildManifest } from "../buildManifest.ts";
import { lastChangedDates } from "../lastChanged.ts";
import { writeFreshFile } from "../freshFile.ts";
import { fillPageTemplate, type PageParts } from "../pageTemplate.ts";
import { defaultLanguage, languageOf, languages, twinAddress, type Language } from "../../../src/shared/language.ts";
import { hreflangLinks } from "../../../src/seo/hreflang.ts";
import { blockWordsModule, layoutWordsModule } from "../../../src/words/wordsModules.ts";
import { notFoundFileIn } from "../../../src/server/notFoundPages.ts";
import { twinOf } from "../twins.ts";
import { plural } from "../plural.ts";
import { formatProblem } from "../problem.ts";
import { writeRedirectPages } from "../redirectPages.ts";
import { writeSearchIndex, type SearchIndexFile } from "../searchIndexFile.ts";
import { validateProject, type ValidationResult } from "../validateProject.ts";
import { contentFolder, contentSpecifiers, contentStepFiles, type ContentModule } from "./contentSpecifiers.ts";
import { contentImportMap, serverPackageJson, siteContent, sitesByLanguage } from "./siteContent.ts";
import { importServerEntry } from "../serverBundle.ts";
import { keptRendersFile, keptRendersText, readKeptRenders, renderKeys, type KeptRender } from "./keptRenders.ts";

export interface ContentBuildOptions {
  /** Where the content comes from: the project's pages/ and public/, or a publish's. */
  folders: { pagesDir: string; publicDir: string };
  /** The site being written: the client build's files are there already. */
  dist: string;
  /** The server bundle's folder (entry-server.js, page-template.html): its content is written there too. */
  ssr: string;
  /** File texts in place of what is on disk, and files left out, by absolute path (validateProject's): a publish of some drafts only. */
  overrides?: ReadonlyMap<string, string>;
  absent?: ReadonlySet<string>;
  /**
   * The server bundle folder of the build served now: an address whose render's inputs are unchanged
   * since keeps the render made there (keptRenders.ts). Each step keeps its renders in `ssr` for the next.
   */
  earlierSsr?: string;
  /** When each page file last changed ("pages/about-us.json" → "2026-11-28"), for the sitemap; the project's git history unless given. */
  lastChanged?: (files: string[]) => Map<string, string>;
}

export interface ContentBuilt {
  /** Addresses prerendered (routes and aliases). */
  addresses: number;
  /** Of those, the addresses rendered anew: the others' inputs were unchanged since the earlier build's. */
  rendered: number;
  /** Old addresses given a page that sends the browser on. */
  redirected: number;
  searchIndex: { url: string; bytes: number };
  /** Every file written into `dist`, relative to it: what the compression step has to do. */
  written: string[];
}

/** Why the content was not built: the validator's problems, each as `file:line:column  /pointer  message`. */
export class ContentProblems extends Error {
  readonly result: ValidationResult;
  constructor(result: ValidationResult) {
    const errors = result.problems.filter((problem) => problem.severity === "error");
    super(`${plural(errors.length, "problem")} in page files; the site was not built:\n${errors.map(formatProblem).join("\n")}`);
    this.result = result;
  }
}

/** The manifest's key of the app, the client entry the boot script imports (vite.config.ts). */
const appKey = "src/hydrate.tsx";
export const pageTemplateName = "page-template.html";

/** Writes `text` at `file` as a new file (freshFile.ts), and drops compressed copies of an earlier text: the compression step makes its own. */
async function writeNewFile(file: string, text: string) {
  await Promise.all([".br", ".gz"].map((suffix) => rm(file + suffix, { force: true })));
  await writeFreshFile(file, text);
}

export async function buildContent({ folders, dist, ssr, overrides, absent, earlierSsr, lastChanged = (files) => lastChangedDates(dirname(folders.pagesDir), files) }: ContentBuildOptions): Promise<ContentBuilt> {
  const result = validateProject({ ...folders, overrides, absent });
  if (result.problems.some((problem) => problem.severity === "error") || !result.site) throw new ContentProblems(result);
  const site = result.site;
  const written: string[] = [];
  const write = async (path: string, text: string) => {
    await writeNewFile(join(dist, path), text);
    written.push(path);
  };

  const content = siteContent(result);
  // Read before this step's own are written: `earlierSsr` may be `ssr` itself (npm run prerender again).
  const earlier = readKeptRenders(earlierSsr);
  for (const [path, text] of content.files) {
    await write(`${contentFolder}/${path}`, text);
    await writeNewFile(join(ssr, "content", path), text);
  }
  await writeNewFile(join(ssr, "package.json"), serverPackageJson(content));

  const { render } = await importServerEntry(ssr);
  const template = await readFile(join(ssr, pageTemplateName), "utf8");
  const manifest = readBuildManifest(dist);
  if (!manifest[appKey]?.isEntry) throw new Error(`The client build's manifest has no entry ${appKey}`);
  // Each block type's chunk: the one its folder is entered by (a block is its folder, whatever its files are called).
  const blockChunk = new Map((Object.keys(blocks) as BlockType[]).map((type) => [type, folderEntry(manifest, blockFolder(type))]));

  /**
   * The app module, and what a page needs before it can hydrate (the content modules, the app's chunks,
   * those of its blocks that have behaviour and what they import: the others stay as prerendered), named
   * for the boot script, which fetches them side by side once the page has painted, then evaluates them
   * one by one, each after those it imports. The words of the page's language are among them (the
   * layout's, and the blocks' when a block hydrates), so they are no second round trip. Not
   * <link rel="modulepreload">: those would compete with the first paint.
   */
  const appMetas = (keys: string[], language: Language) => {
    const words = [layoutWordsModule(language), ...(keys.length > 0 ? [blockWordsModule(language)] : [])];
    for (const key of words) if (!manifest[key]) throw new Error(`The client build's manifest has no chunk for ${key}, which hydrate.tsx and blockWords.ts import`);
    const chunks = [...new Set(chunkClosure(manifest, [appKey, ...words, ...keys]).map((chunk) => chunk.file))];
    const contentModules = [...new Set(chunks.flatMap(contentImportsOf))].map((module) => `/${contentFolder}/${content.entries[language][module]}`);
    const files = [...contentModules, ...chunks.map((file) => `/${file}`)];
    return `<meta name="${appModuleMetaName}" content="/${manifest[appKey]!.file}">\n    <meta name="${pageChunksMetaName}" content="${files.join(" ")}">`;
  };
  // Which content modules a chunk imports: the build leaves their names in its import statements.
  const importedContent = new Map<string, ContentModule[]>();
  const contentImportsOf = (file: string) => {
    let modules = importedContent.get(file);
    if (!modules) {
      const code = readFileSync(join(dist, file), "utf8");
      importedContent.set(file, (modules = (Object.keys(contentSpecifiers) as ContentModule[]).filter((module) => code.includes(JSON.stringify(contentSpecifiers[module])))));
    }
    return modules;
  };
  // The import map comes first: it must be read before any module is. A page's names its language's modules.
  const importMaps = Object.fromEntries(languages.map((language) => [language, contentImportMap(content, language)])) as Record<Language, string>;
  const fill = (parts: PageParts) => fillPageTemplate(template, parts);

  // Every page names its language's search index in its head; the popup fetches it only when opened.
  const sites = sitesByLanguage(result);
  const pagesIn = (language: Language) => result.pages.filter((page) => languageOf(page.route) === language);
  // The languages the site is written in: each with pages and its site file's words.
  const siteLanguages = languages.filter((language) => pagesIn(language).length > 0 && sites[language]);
  const searchIndexes: Partial<Record<Language, SearchIndexFile>> = {};
  for (const language of siteLanguages) {
    searchIndexes[language] = await writeSearchIndex(dist, pagesIn(language), sites[language]!);
    written.push(searchIndexes[language].url.slice(1));
  }
  const searchIndex = searchIndexes[defaultLanguage]!;
  const searchIndexMeta = (language: Language) => `<meta name="${indexMetaName}" content="${(searchIndexes[language] ?? searchIndex).url}">`;

  let addresses = 0;
  const resultAddresses: string[] = [];
  const keyOf = renderKeys(ssr, content);
  const kept = new Map<string, KeptRender>();
  let renderedAnew = 0;
  /** `address` rendered, or its earlier render when nothing it reads has changed: `route` is its page's, none for the 404 page. */
  const renderKept = async (address: string, route?: string) => {
    const key = keyOf(address, route);
    const before = earlier.get(address);
    const reused = before?.key === key;
    const rendered = reused ? before!.rendered : await render(address);
    if (!reused && route) renderedAnew++;
    kept.set(address, { key, rendered });
    return rendered;
  };
  for (const page of result.pages) {
    for (const address of [page.route, ...page.aliases]) {
      const rendered = await renderKept(address, page.route);
      if (rendered.status !== 200) throw new Error(`${address} rendered as ${rendered.status}`);
      const language = languageOf(address);
      const chunks = appMetas(rendered.hydratedBlockTypes.map((type) => blockChunk.get(type)!), language);
      const file = address === "/" ? "index.html" : `${address.slice(1)}/index.html`;
      await write(file, fill({ head: `${importMaps[language]}\n    ${rendered.head}\n    ${searchIndexMeta(language)}\n    ${chunks}`, html: rendered.html, data: rendered.data, language }));
      if (rendered.resultsByQuery) resultAddresses.push(address);
      addresses++;
    }
  }

  // Old addresses (the site file's redirects) get a page that sends the browser on, for hosts without rules.
  const redirectPages = await writeRedirectPages(dist, site.redirects ?? [], site.baseUrl);
  written.push(...redirectPages);

  // A 404 page per language the site is written in (ar/404.html: Arabic, right to left, its own
  // header, footer and search index), which the servers answer an unknown address in that language with.
  for (const language of new Set([defaultLanguage, ...siteLanguages])) {
    const notFound = await renderKept(twinAddress("/404-page-not-found", language));
    await write(notFoundFileIn(language), fill({ head: `${importMaps[language]}\n    ${notFound.head}\n    ${searchIndexMeta(language)}\n    ${appMetas([], language)}`, html: notFound.html, data: notFound.data, language }));
  }
  await writeNewFile(join(ssr, keptRendersFile), keptRendersText(kept));

  // Every page at its canonical address (an alias serves the same page). Search engines recrawl by
  // <lastmod>, so it is when the page's file last changed, not the build's day.
  const files = result.pages.map((page) => `pages/${page.source}`);
  const dates = lastChanged(files);
  // A page written in both languages names both, and English as the default, as its head's hreflang links do.
  const routes = result.pages.map((page) => page.route);
  const urls = result.pages.map(({ route }, at) => {
    const links = hreflangLinks(route, twinOf(route, routes)).map(({ hreflang, address }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site.baseUrl}${address}"/>`).join("");
    return `  <url><loc>${site.baseUrl}${route}</loc><lastmod>${dates.get(files[at]!)}</lastmod>${links}</url>`;
  });
  await write(contentStepFiles.sitemap, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`);
  // Search results (the search page with a query) are a page per query: Google asks that crawlers be
  // kept off them. "?" is literal in robots.txt, so the search page itself stays crawlable.
  const disallowed = resultAddresses.map((address) => `Disallow: ${address}?\n`).join("");
  await write(contentStepFiles.robots, `User-agent: *\n${disallowed || "Allow: /\n"}\nSitemap: ${site.baseUrl}/sitemap.xml\n`);
  await write(contentStepFiles.webManifest, `${JSON.stringify(webManifest(site), null, 2)}\n`);

  return { addresses, rendered: renderedAnew, redirected: redirectPages.length, searchIndex, written };
}
