/**
 * The Vite plugin that makes pages/ the site: it validates every page before a build (a broken page
 * stops the build) and gives the code its content: the route table as `virtual:pages` (each page's data
 * loaded on demand), the header's part of the site file as `virtual:site-header` and the whole site file
 * as `virtual:site`. In the dev server (and the tests) these are modules made from pages/, re-validated
 * on every save with problems shown in Vite's error overlay. In the site's build they are left as imports
 * of the content modules (scripts/lib/content/), which the content step writes after the build and again
 * at each publish: a change of content needs no code build. The dev server also serves
 * `virtual:catalogue`, every block's examples for the block catalogue at /_catalogue.
 */
import { basename, join, sep } from "node:path";
import type { Plugin } from "vite";
import { catalogueEntries } from "./lib/catalogue.ts";
import { deliveredPage } from "./lib/deliveredPage.ts";
import { formatProblem, type Problem } from "./lib/problem.ts";
import { PAGES_CHANGED_EVENT, type PagesChanged } from "../src/shared/pagesChanged.ts";
import { contentSpecifiers } from "./lib/content/contentSpecifiers.ts";
import { dataModule, routeTableEntries, routeTableModule, siteHeadersModule, sitesByLanguage } from "./lib/content/siteContent.ts";
import { pagesDir, root, schemasDir, slashedPath } from "./lib/paths.ts";
import { plural } from "./lib/plural.ts";
import { readSiteFile, resetValidators, validateProject, type ValidationResult } from "./lib/validateProject.ts";
import { studioPathOf } from "./lib/studio/studioFolders.ts";

const VIRTUAL_ID = "virtual:pages";
const RESOLVED_ID = "\0" + VIRTUAL_ID;
const CATALOGUE_ID = "virtual:catalogue";
const RESOLVED_CATALOGUE_ID = "\0" + CATALOGUE_ID;
const SITE_HEADER_ID = "virtual:site-header";
const RESOLVED_SITE_HEADER_ID = "\0" + SITE_HEADER_ID;
const SITE_ID = "virtual:site";
const RESOLVED_SITE_ID = "\0" + SITE_ID;
/** The content modules by the name the code imports them, and the name a build leaves in their place. */
const contentImports: Record<string, string> = { [VIRTUAL_ID]: contentSpecifiers.routes, [SITE_HEADER_ID]: contentSpecifiers.header, [SITE_ID]: contentSpecifiers.site };

const errorsOf = (result: ValidationResult) => result.problems.filter((problem) => problem.severity === "error");

function overlayError(errors: Problem[]): NonNullable<PagesChanged["error"]> {
  const first = errors[0]!;
  return {
    message: `${plural(errors.length, "problem")} in page files:\n\n${errors.map(formatProblem).join("\n")}`,
    stack: "",
    plugin: "site-pages",
    id: `${root}/${first.file}`,
    loc: { file: `${root}/${first.file}`, line: first.line, column: first.column },
  };
}

export function routeModule(result: ValidationResult): string {
  // Each page's block types (and a footer turned off) ride with its route, so that the browser fetches
  // their code together with the page's data: one round trip before the page can be drawn, not two
  // (src/app/pageCache.ts).
  return routeTableModule(routeTableEntries(result.pages, (page) => `import(${JSON.stringify("/" + page.file)})`));
}

/**
 * `virtual:site-header`: what every page's first load needs of the site file, the header's company
 * name and menu. The rest of it (offices, phones, products, social profiles: src/shared/site.ts) travels
 * with the footer and the blocks that show it, not with the header. Served whatever problems the pages
 * have, as the site file itself is (src/shared/site.ts imports it as it is when it is not valid), so that
 * a page saved with an error (from the studio) leaves the studio's preview, which draws the header, working.
 */
export function siteHeaderModule(result: ValidationResult): string {
  return siteHeadersModule({ en: readSiteFile(pagesDir), ...sitesByLanguage(result) });
}

/**
 * `virtual:site`: the site file, with its default share image's size (og:image:width and height) when
 * it is valid, and as it is when not (see siteHeaderModule).
 */
export function siteModule(result: ValidationResult): string {
  return dataModule({ en: readSiteFile(pagesDir), ...sitesByLanguage(result) });
}

export interface PagesPluginOptions {
  /**
   * The content compiled into the build, as the dev server has it, rather than left to the content
   * modules: the studio's own build (scripts/build-studio.ts), whose preview draws blocks outside any
   * page of the site.
   */
  compiledContent?: boolean;
}

export function pagesPlugin({ compiledContent = false }: PagesPluginOptions = {}): Plugin {
  let result: ValidationResult | undefined;
  let serving = false;
  const validate = () => (result = validateProject());
  // Only JSON: editors save through hidden temporary files (.about-us.json.1a2b.tmp) next to the page.
  const isSource = (file: string) => file.endsWith(".json") && !basename(file).startsWith(".") && [pagesDir, schemasDir].some((dir) => file.startsWith(dir + sep));

  return {
    name: "site-pages",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      const errors = errorsOf(validate());
      // In the dev server a broken page must not stop the server: it is reported here and in the overlay.
      if (errors.length && serving) console.error(errors.map(formatProblem).join("\n"));
      if (errors.length && !serving) {
        this.error(`${plural(errors.length, "problem")} in page files; the site was not built:\n${errors.map(formatProblem).join("\n")}`);
      }
    },
    resolveId(id) {
      if (!serving && !compiledContent && contentImports[id]) return { id: contentImports[id], external: true };
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === SITE_HEADER_ID) return RESOLVED_SITE_HEADER_ID;
      if (id === SITE_ID) return RESOLVED_SITE_ID;
      return id === CATALOGUE_ID ? RESOLVED_CATALOGUE_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_CATALOGUE_ID) {
        // Only the dev server's /_catalogue page (src/catalogue/main.tsx) imports it; this makes sure of it.
        if (!serving) this.error("the block catalogue (/_catalogue) belongs to the dev server and must not reach a production build");
        return `export const catalogue = ${JSON.stringify(catalogueEntries())};\n`;
      }
      if (id === RESOLVED_SITE_HEADER_ID) return siteHeaderModule(result ?? validate());
      if (id === RESOLVED_SITE_ID) return siteModule(result ?? validate());
      if (id !== RESOLVED_ID) return undefined;
      const current = result ?? validate();
      const errors = errorsOf(current);
      if (errors.length) {
        const error = overlayError(errors);
        throw Object.assign(new Error(error.message), { id: error.id, loc: error.loc, plugin: error.plugin });
      }
      return routeModule(current);
    },
    // A page file's module is its data plus what the build works out (deliveredPage): each picture's
    // drawn size, so every <img> gets width and height and nothing shifts, and an article's reading time.
    transform(_code, id) {
      const file = id.split("?")[0]!;
      if (!file.startsWith(pagesDir + sep) || !file.endsWith(".json")) return undefined;
      const record = (result ?? validate()).pages.find((page) => join(root, page.file) === file);
      if (!record) return undefined;
      return { code: JSON.stringify(deliveredPage(record)), map: null };
    },
    hotUpdate({ file }) {
      if (this.environment.name !== "client" || !isSource(file)) return undefined;
      if (file.startsWith(schemasDir + sep)) {
        resetValidators();
        const catalogue = this.environment.moduleGraph.getModuleById(RESOLVED_CATALOGUE_ID);
        if (catalogue) this.environment.moduleGraph.invalidateModule(catalogue);
      }
      const current = validate();
      const errors = errorsOf(current);
      // The site file's module only when the site file (or a schema) changed: every module that shows
      // contact details imports it, and a page's save need not reload them.
      const siteChanged = [join(pagesDir, "_site.json"), join(pagesDir, "ar", "_site.json")].includes(file) || file.startsWith(schemasDir + sep);
      for (const id of [RESOLVED_ID, RESOLVED_SITE_HEADER_ID, ...(siteChanged ? [RESOLVED_SITE_ID] : [])]) {
        const virtual = this.environment.moduleGraph.getModuleById(id);
        if (virtual) this.environment.moduleGraph.invalidateModule(virtual);
      }
      const saved = slashedPath(root, file);
      if (errors.length) {
        this.environment.logger.error(errors.map(formatProblem).join("\n"), { timestamp: true });
      } else {
        const warnings = current.problems.filter((problem) => problem.file === saved);
        if (warnings.length) this.environment.logger.warn(warnings.map(formatProblem).join("\n"), { timestamp: true });
        this.environment.logger.info(`${saved} is valid${warnings.length ? ` (${plural(warnings.length, "warning")})` : ""}: reloading`, { timestamp: true });
      }
      // Not a reload of every tab: an open studio must keep its unsaved work (src/shared/pagesChanged.ts).
      // A page file goes by the name the studio gives it, "pages/…", wherever PAGES_DIR puts the folder.
      const name = file.startsWith(pagesDir + sep) ? studioPathOf({ pagesDir }, file) : saved;
      const changed: PagesChanged = { file: name, error: errors.length ? overlayError(errors) : null };
      this.environment.hot.send({ type: "custom", event: PAGES_CHANGED_EVENT, data: changed });
      return [];
    },
  };
}
