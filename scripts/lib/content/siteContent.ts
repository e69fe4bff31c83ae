/**
 * The site's content as JavaScript modules: one per page (its delivered data: pictures' sizes placed,
 * reading time worked out), the route table that loads them on demand, the header's part of the site
 * file and the whole site file. Each file's name carries its content's hash, so a browser keeps it for
 * a year and a new version is a new name; the route table names each page's module relative to itself,
 * which holds in the browser (/assets/content/…) and beside the server bundle alike.
 */
import { createHash } from "node:crypto";
import { blockTypesOf, showsFooter } from "../../../src/shared/pageParts.ts";
import type { SiteHeader } from "../../../src/virtual/siteHeader.d.ts";
import type { Site } from "../../../src/generated/site.ts";
import { deliveredPage } from "../deliveredPage.ts";
import { placeImageSizes } from "../placeImageSizes.ts";
import type { ValidationResult } from "../validateProject.ts";
import { contentFolder, contentSpecifiers, type ContentModule } from "./contentSpecifiers.ts";

export interface SiteContent {
  /** Each module's text by its path under the content folder: "routes-1a2b3c4d.js", "pages/about-us-5e6f7a8b.js". */
  files: Map<string, string>;
  /** The path of each module the code imports by name (contentSpecifiers), under the content folder. */
  entries: Record<ContentModule, string>;
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

/** `export default <value>`: data, as a module that both the browser and Node import. */
const dataModule = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/** The page's header: what every page's first load needs of the site file (its off-canvas panel's lines too). */
export const siteHeaderOf = (site: Site): SiteHeader => {
  const [email] = site.emails;
  const [phone] = site.phones;
  return {
    companyName: site.company.name,
    navigation: site.navigation,
    contact: { tagline: site.company.tagline, email: email?.address, phone: phone && { number: phone.number, display: phone.display }, socials: site.socials },
  };
};

/** The route table's text: each page's address, aliases, block types and footer, and a loader of its data module. */
export function routeTableModule(pages: { route: string; aliases: string[]; blocks: string[]; footer: boolean; load: string }[]): string {
  const entries = pages.map(
    (page) =>
      `  { route: ${JSON.stringify(page.route)}, aliases: ${JSON.stringify(page.aliases)}, blocks: ${JSON.stringify(page.blocks)}${page.footer ? "" : ", footer: false"}, load: () => ${page.load}.then((m) => m.default) },`,
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
  const table = result.pages.map((record) => {
    const module = add(`pages/${record.source.replace(/\.json$/, "")}`, dataModule(deliveredPage(record)));
    return { route: record.route, aliases: record.aliases, blocks: blockTypesOf(record.page), footer: showsFooter(record.page), load: `import(${JSON.stringify(`./${module}`)})` };
  });
  const entries = {
    routes: add("routes", routeTableModule(table)),
    header: add("header", `export const siteHeader = ${JSON.stringify(siteHeaderOf(result.site))};\n`),
    site: add("site", dataModule(placeImageSizes(result.site, result.siteImages))),
  };
  return { files, entries };
}

/** The page's import map: each content module by the name the code imports it by. */
export function contentImportMap({ entries }: SiteContent): string {
  const imports = Object.fromEntries(Object.entries(contentSpecifiers).map(([module, specifier]) => [specifier, `/${contentFolder}/${entries[module as ContentModule]}`]));
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
  const imports = Object.fromEntries(Object.entries(contentSpecifiers).map(([module, specifier]) => [specifier, `./content/${entries[module as ContentModule]}`]));
  return `${JSON.stringify({ type: "module", imports }, null, 2)}\n`;
}
