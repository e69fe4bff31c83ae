/**
 * The site's content as JavaScript modules: one per page (its delivered data: pictures' sizes placed,
 * reading time worked out), the route table that loads them on demand, the header's part of the site
 * file and the whole site file. Each file's name carries its content's hash, so a browser keeps it for
 * a year and a new version is a new name; the route table names each page's module relative to itself,
 * which holds in the browser (/assets/content/…) and beside the server bundle alike.
 *
 * A document is in one language (a link to the other is a full page load), so the browser's modules
 * are per language: an English page's import map names the English route table, header and site
 * file, and nothing Arabic reaches it. The server renders both languages and has modules with both.
 */
import { createHash } from "node:crypto";
import { blockTypesOf, showsFooter } from "../../../src/shared/pageParts.ts";
import type { SiteHeader } from "../../../src/virtual/siteHeader.d.ts";
import type { Site } from "../../../src/generated/site.ts";
import { deliveredPage } from "../deliveredPage.ts";
import { placeImageSizes } from "../placeImageSizes.ts";
import type { PageRecord, ValidationResult } from "../validateProject.ts";
import { contentFolder, contentSpecifiers, type ContentModule } from "./contentSpecifiers.ts";
import { addressInOtherLanguage, type Language, languageOf, languages } from "../../../src/shared/language.ts";
import { twinOf, withArabicLinks } from "../twins.ts";

/** Who reads the content modules: a document in one language, or the server, which renders every language. */
export type ContentReader = Language | "server";

export interface SiteContent {
  /** Each module's text by its path under the content folder: "routes-en-1a2b3c4d.js", "pages/about-us-5e6f7a8b.js". */
  files: Map<string, string>;
  /** For each reader, the path of each module the code imports by name (contentSpecifiers), under the content folder. */
  entries: Record<ContentReader, Record<ContentModule, string>>;
  /** The server's route table (every language's pages), each entry's `load` importing its page's module. */
  routeTable: RouteTableEntry[];
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

/** `export default <value>`: data, as a module that both the browser and Node import. */
export const dataModule = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/** The page's header: what every page's first load needs of the site file (the off-canvas panel's lines are the site file's, fetched only where the panel is drawn in the browser). */
export const siteHeaderOf = (site: Site): SiteHeader => ({ companyName: site.company.name, navigation: site.navigation });

/** A page's entry in the route table: its address, aliases, block types, footer and twin in the other language, and how its data module is imported. */
export interface RouteTableEntry {
  route: string;
  aliases: string[];
  blocks: string[];
  footer: boolean;
  twin: string;
  load: string;
}

/** The route table's entries of `pages`, each twin found among them all, and each data module imported as `importOf` says. */
export function routeTableEntries(pages: readonly PageRecord[], importOf: (page: PageRecord) => string): RouteTableEntry[] {
  const routes = pages.map((page) => page.route);
  return pages.map((page) => ({ route: page.route, aliases: page.aliases, blocks: blockTypesOf(page.page), footer: showsFooter(page.page), twin: twinOf(page.route, routes), load: importOf(page) }));
}

/** The header module's text: the header's part of the site file in each language of `sites`. */
export const siteHeadersModule = (sites: Partial<Record<Language, Site>>) =>
  `export const siteHeaders = ${JSON.stringify(Object.fromEntries(Object.entries(sites).map(([language, site]) => [language, siteHeaderOf(site)])))};\n`;

/**
 * The route table's text, each entry with a loader of its page's data module. A twin is written only
 * where it is not the same address in the other language, as it is for nearly every page: every
 * page's first load carries the table (src/app/routing.ts fills the rest in).
 */
export function routeTableModule(pages: readonly RouteTableEntry[]): string {
  const twinOf = (page: RouteTableEntry) => (page.twin === addressInOtherLanguage(page.route) ? "" : `, twin: ${JSON.stringify(page.twin)}`);
  const entries = pages.map(
    (page) =>
      `  { route: ${JSON.stringify(page.route)}, aliases: ${JSON.stringify(page.aliases)}, blocks: ${JSON.stringify(page.blocks)}${page.footer ? "" : ", footer: false"}${twinOf(page)}, load: () => ${page.load}.then((m) => m.default) },`,
  );
  return `export const routes = [\n${entries.join("\n")}\n];\n`;
}

/** The content of a valid site (`result` has no errors): what the build's code imports at run time. */
export function siteContent(result: ValidationResult): SiteContent {
  if (!result.site) throw new Error("the site file is not valid: there is no content to write");
  const files = new Map<string, string>();
  const add = (name: string, text: string) => {
    const path = `${name}-${hashOf(text)}.js`;
    files.set(path, text);
    return path;
  };
  const table = routeTableEntries(result.pages, (record) => `import(${JSON.stringify(`./${add(`pages/${record.source.replace(/\.json$/, "")}`, dataModule(deliveredPage(record)))}`)})`);
  const sites = sitesByLanguage(result);
  const modulesFor = (reader: ContentReader): Record<ContentModule, string> => {
    const read = (language: Language) => reader === "server" || reader === language;
    const suffix = reader === "server" ? "all" : reader;
    const readers = languages.filter((language) => read(language) && sites[language]);
    const siteOf = Object.fromEntries(readers.map((language) => [language, sites[language]]));
    return {
      routes: add(`routes-${suffix}`, routeTableModule(table.filter((entry) => read(languageOf(entry.route))))),
      header: add(`header-${suffix}`, siteHeadersModule(siteOf)),
      site: add(`site-${suffix}`, dataModule(siteOf)),
    };
  };
  return { files, entries: { en: modulesFor("en"), ar: modulesFor("ar"), server: modulesFor("server") }, routeTable: table };
}

/** The site file in each language it is valid in, with its pictures' sizes: the Arabic one's links lead to Arabic pages. */
export function sitesByLanguage(result: ValidationResult): Partial<Record<Language, Site>> {
  const english = result.site && placeImageSizes(result.site, result.siteImages);
  const arabic = result.arabicSite && withArabicLinks(placeImageSizes(result.arabicSite, result.siteImages), result.pages.map((page) => page.route));
  return { ...(english && { en: english }), ...(arabic && { ar: arabic }) };
}

/** The import map of a page in `language`: each content module by the name the code imports it by. */
export function contentImportMap({ entries }: SiteContent, language: Language): string {
  const imports = Object.fromEntries(Object.entries(contentSpecifiers).map(([module, specifier]) => [specifier, `/${contentFolder}/${entries[language][module as ContentModule]}`]));
  return `<script type="importmap">${JSON.stringify({ imports })}</script>`;
}

const importMapElement = /<script type="importmap">([^<]*)<\/script>/;

/** The addresses a page's import map (contentImportMap) gives the content modules, by module; none for a page without one. */
export function importMapOf(html: string): Partial<Record<ContentModule, string>> {
  const map = importMapElement.exec(html)?.[1];
  if (!map) return {};
  const { imports } = JSON.parse(map) as { imports: Record<string, string> };
  return Object.fromEntries(Object.entries(contentSpecifiers).flatMap(([module, specifier]) => (imports[specifier] ? [[module, imports[specifier]]] : [])));
}

/** The server bundle's package.json: Node resolves the code's content imports to the modules written beside it. */
export function serverPackageJson({ entries }: SiteContent): string {
  const imports = Object.fromEntries(Object.entries(contentSpecifiers).map(([module, specifier]) => [specifier, `./content/${entries.server[module as ContentModule]}`]));
  return `${JSON.stringify({ type: "module", imports }, null, 2)}\n`;
}
