// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../scripts/lib/paths.ts";
import { contentFolder, contentSpecifiers } from "../scripts/lib/content/contentSpecifiers.ts";
import { schemeAtLoadScript } from "../scripts/viteSchemeAtLoad.ts";
import { htmlRoutes } from "../src/server/htmlRoutes.ts";
import { routeKey } from "../src/shared/routes.ts";
import { sitePages } from "../e2e/sitePages.ts";
import { folderEntry, readBuildManifest } from "../scripts/lib/buildManifest.ts";
import { blockFolder, blocks, hasBehaviour } from "../src/blocks/registry.ts";
import type { BlockType } from "../src/blocks/types.ts";
import { atArrival, hydratedBlocks, prerenderedArrival, servedPageData, servedPageDataId, type ServedPageData } from "../src/blocks/servedBlocks.ts";
import { siteIn } from "../src/shared/site.ts";
import { darkPalette, lightPalette } from "../src/theme/palette.ts";
import { readBudgets } from "../scripts/lib/bench/budgets.ts";
import { builtPages, expectABuiltSite } from "./builtPages.ts";

const site = siteIn("en");

/** The page's import map: the file the browser takes for each content module the code imports by name. */
function importMapOf(document: Document): Record<string, string> {
  const map = document.querySelector('script[type="importmap"]')?.textContent;
  return map ? (JSON.parse(map) as { imports: Record<string, string> }).imports : {};
}

/**
 * The files a built module imports statically, which the browser fetches before it runs the module:
 * the chunks beside it ("./framework-….js") and the content modules by their names in the page's
 * import map ("#site-content/header"). Not what it imports on demand (`import("./pages/…")`).
 */
function importsOf(file: string, importMap: Record<string, string>): string[] {
  const code = readFileSync(join(distDir, file), "utf8");
  return [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]([^"'`]+)["'`]/g)].flatMap(([, specifier]) => {
    if (/^\.\.?\/[\w./-]+\.js$/.test(specifier!)) return [posix.join(posix.dirname(file), specifier!)];
    return importMap[specifier!] ? [importMap[specifier!]!] : [];
  });
}

/**
 * What a page's first load fetches: what the HTML preloads, the modules it names for after its first
 * paint, and everything those import. (npm run check runs this after npm run build.)
 */
function firstLoadFiles(document: Document): Set<string> {
  const files = new Set<string>();
  for (const element of document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')) files.add(element.getAttribute("src") ?? element.getAttribute("href")!);
  for (const chunk of document.querySelector('meta[name="page-chunks"]')?.getAttribute("content")?.split(" ") ?? []) files.add(chunk);
  const importMap = importMapOf(document);
  const queue = [...files];
  while (queue.length) {
    for (const file of importsOf(queue.pop()!, importMap)) {
      if (files.has(file)) continue;
      files.add(file);
      queue.push(file);
    }
  }
  return files;
}

/** The built module of a page's data (pages/services/cyber-security.json is /assets/content/pages/services/cyber-security-<hash>.js). */
function pageDataModule(source: string): string {
  const path = source.replace(/\.json$/, "");
  const folder = posix.join(contentFolder, "pages", posix.dirname(path));
  const named = (existsSync(join(distDir, folder)) ? readdirSync(join(distDir, folder)) : []).filter(
    (file) => file.startsWith(`${posix.basename(path)}-`) && /^[0-9a-f]{10}\.js$/.test(file.slice(posix.basename(path).length + 1)),
  );
  expect(named, `the data module of pages/${source}`).toHaveLength(1);
  return `/${folder}/${named[0]}`;
}

/** Each block type by the file of its chunk ("/assets/Hero-<hash>.js"), as the prerenderer finds it in the build's manifest. */
function blockTypeByChunk(): Map<string, BlockType> {
  const manifest = readBuildManifest();
  return new Map((Object.keys(blocks) as BlockType[]).map((type) => [`/${manifest[folderEntry(manifest, blockFolder(type))]!.file}`, type]));
}

describe("the JavaScript a page loads first", () => {
  const pages = builtPages();

  it("holds the code of the page's blocks that have behaviour, something to do at the built address and do not wait until the visitor nears them, of no other block, and never the icon set", () => {
    expectABuiltSite(pages);
    const htmlFileOf = htmlRoutes(distDir);
    const typeOfChunk = blockTypeByChunk();
    const checked = sitePages.map(({ route, page }) => {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)));
      expect(built, `dist/ has no page for ${route}`).toBeDefined();
      const files = [...firstLoadFiles(built!.document)];
      const loaded = [...new Set(files.flatMap((file) => typeOfChunk.get(file) ?? []))].sort();
      const expected = [...new Set(hydratedBlocks(atArrival(servedPageData(page), prerenderedArrival)).map((block) => block.type))].sort();
      return { route, loaded, expected, iconSet: files.some((file) => /^\/assets\/Icon-[\w-]+\.js$/.test(file)) };
    });
    expect(checked.filter(({ loaded, expected }) => loaded.join() !== expected.join())).toEqual([]);
    expect(checked.filter(({ iconSet }) => iconSet)).toEqual([]);
    // The home page's questions are far below its first screen: their code comes when the visitor nears them.
    expect(checked.find(({ route }) => route === "/")).toMatchObject({ loaded: [] });
    // The search page's form works without its code; only a query left to the browser fetches it.
    expect(checked.find(({ route }) => route === "/search")).toMatchObject({ loaded: [] });
    // Both kinds exist, so neither half of the rule passes on nothing.
    expect(checked.some(({ expected }) => expected.length > 0) && checked.some(({ expected }) => expected.length === 0)).toBe(true);
  });

  it("takes the page's own data from the page itself, not from its data module: blocks with behaviour whole, the others by type only", () => {
    const htmlFileOf = htmlRoutes(distDir);
    for (const { route, source, page } of sitePages) {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)))!;
      // The module exists, for the app to load on demand (the route table's load()) when a visitor comes by a link.
      const dataModule = pageDataModule(source);
      const routeTable = importMapOf(built.document)[contentSpecifiers.routes]!;
      expect(readFileSync(join(distDir, routeTable), "utf8"), route).toContain(`import("./${posix.relative(posix.dirname(routeTable), dataModule)}")`);
      expect(firstLoadFiles(built.document), route).not.toContain(dataModule);
      const served = JSON.parse(built.document.getElementById(servedPageDataId)?.textContent ?? "null") as ServedPageData;
      expect(served.blocks.map((block) => ("kept" in block ? block : block.type)), route).toEqual(
        page.blocks.map((block) => (hasBehaviour(block) ? block.type : { type: block.type, kept: true })),
      );
    }
  });

  it("carries neither @emotion/styled nor styled-system, which only the blocks without behaviour use", () => {
    // Property names survive minification: `shouldForwardProp` is @emotion/styled's option, `propNames`
    // what every styled-system parser carries. Both are in the chunks of the blocks that use them.
    const signatures = /\b(shouldForwardProp|propNames)\b/;
    const carriers = new Set<string>();
    for (const { name, document } of pages) {
      for (const file of firstLoadFiles(document)) {
        if (signatures.test(readFileSync(join(distDir, file), "utf8"))) carriers.add(`${name}: ${file}`);
      }
    }
    expect([...carriers]).toEqual([]);
    const everyChunk = readdirSync(join(distDir, "assets")).filter((file) => file.endsWith(".js"));
    expect(everyChunk.some((file) => signatures.test(readFileSync(join(distDir, "assets", file), "utf8")))).toBe(true);
  });

  it("carries of the site file only the header's part (its name and menu): the offices' details and the off-canvas panel's lines come with the footer, the panel and the blocks that show them", () => {
    // Every page's HTML shows these (its footer, its off-canvas panel). A page whose blocks all stay as
    // served hydrates nothing that draws them, so its first load has no use for them.
    const details = [site.offices[0]!.address[0]!, site.company.legalName, site.company.tagline, site.socials[0]!.url];
    const htmlFileOf = htmlRoutes(distDir);
    const staticPages = sitePages.filter(({ page }) => hydratedBlocks(atArrival(servedPageData(page), prerenderedArrival)).length === 0);
    expect(staticPages.length).toBeGreaterThan(sitePages.length / 2);
    for (const { route } of staticPages) {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)))!;
      for (const file of firstLoadFiles(built.document)) {
        const code = readFileSync(join(distDir, file), "utf8");
        expect(details.filter((detail) => code.includes(detail)), `${route}: ${file}`).toEqual([]);
      }
    }
    for (const { name, document } of pages) {
      const files = firstLoadFiles(document);
      const { [contentSpecifiers.header]: header, [contentSpecifiers.site]: siteModule } = importMapOf(document);
      // The header's part of the site file is in every first load: the header hydrates on every page.
      expect(files, name).toContain(header);
      const headerCode = readFileSync(join(distDir, header!), "utf8");
      expect(headerCode, name).toContain(`"companyName":${JSON.stringify(site.company.name)}`);
      // The off-canvas panel's lines are not the header's: the panel stays as served (layout/side/SideElements.tsx).
      for (const line of [site.emails[0]!.address, site.phones[0]!.number, site.socials[0]!.url]) expect(headerCode, name).not.toContain(line);
      // The whole site file only where a chunk of the page imports it (not merely named in page-chunks).
      const codeChunks = [...files].filter((file) => !file.startsWith(`/${contentFolder}/`));
      const imported = codeChunks.some((file) => readFileSync(join(distDir, file), "utf8").includes(JSON.stringify(contentSpecifiers.site)));
      expect(files.has(siteModule!), name).toBe(imported);
    }
    // The details are in the site's module, so the rule above does not pass on their absence.
    const siteModule = importMapOf(pages[0]!.document)[contentSpecifiers.site]!;
    expect(details.filter((detail) => readFileSync(join(distDir, siteModule), "utf8").includes(detail))).toEqual(details);
  });

  it("leaves out the document-wide CSS, which every page already brings in its head, and the colours' values it sets", () => {
    // A declaration only GlobalStyles.tsx writes (with emotion's spacing, as the page's <style> has it).
    const globalRule = "-webkit-text-size-adjust";
    // The code names colours by their custom properties (theme.ts): the palettes' values are the head's.
    const values = [lightPalette.text, darkPalette.text];
    for (const { name, document, html } of pages) {
      expect(html, name).toContain(`${globalRule}:100%`);
      for (const file of firstLoadFiles(document)) {
        const code = readFileSync(join(distDir, file), "utf8");
        expect(code, `${name}: ${file}`).not.toContain(globalRule);
        expect(values.filter((value) => code.includes(value)), `${name}: ${file}`).toEqual([]);
      }
    }
  });

  it("stays half a kilobyte under the bench's budget (bench/budgets.json) on every page, brotli bodies and response headers", () => {
    expectABuiltSite(pages);
    const { withoutForm, withForm } = readBudgets().maxFirstLoadJsBytes;
    // What the responses' headers add over HTTP/2 (Lighthouse counted 468 bytes for the 7 files of /
    // on 2026-11-29), and the room the budget keeps for what a change adds before the bench runs.
    const headerBytesPerFile = 70;
    const spare = 500;
    const htmlFileOf = htmlRoutes(distDir);
    const over = sitePages.flatMap(({ route, page }) => {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)))!;
      const files = [...firstLoadFiles(built.document)];
      const bytes = files.reduce((sum, file) => sum + statSync(join(distDir, existsSync(join(distDir, `${file}.br`)) ? `${file}.br` : file)).size + headerBytesPerFile, 0);
      const budget = (page.blocks.some((block) => block.type === "contactForm") ? withForm : withoutForm) - spare;
      return bytes > budget ? [`${route}: ${bytes} bytes in ${files.length} files (at most ${budget})`] : [];
    });
    expect(over).toEqual([]);
  });
});

describe("what a page asks for before its first paint", () => {
  const pages = builtPages();

  it("is no script file: the import map, the colour-scheme script and the boot script are in the page, the import map is data and the boot script imports nothing", () => {
    expectABuiltSite(pages);
    for (const { name, document } of pages) {
      const scripts = [...document.querySelectorAll("script:not([type$='json'])")];
      expect(scripts.map((script) => [script.getAttribute("type"), script.getAttribute("src")]), name).toEqual([
        ["importmap", null],
        [null, null],
        ["module", null],
      ]);
      // The import map is JSON that names the content modules, each fetched with the chunks after the first paint.
      expect(scripts[0]!.parentElement, name).toBe(document.head);
      const importMap = JSON.parse(scripts[0]!.textContent!) as unknown;
      expect(importMap, name).toEqual({ imports: Object.fromEntries(Object.values(contentSpecifiers).map((specifier) => [specifier, expect.stringMatching(new RegExp(`^/${contentFolder}/(routes|header|site)-${document.documentElement.lang}-[0-9a-f]{10}\\.js$`))])) });
      for (const file of Object.values(importMapOf(document))) expect(existsSync(join(distDir, file)), `${name}: ${file}`).toBe(true);
      expect(scripts[1]!.textContent, name).toBe(schemeAtLoadScript);
      expect(document.querySelectorAll('link[rel="modulepreload"]'), name).toHaveLength(0);
      expect(scripts[2]!.textContent!.match(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]/g), name).toBeNull();
      // The app it imports later, by the name the page gives it.
      const app = document.querySelector('meta[name="app-module"]')?.getAttribute("content");
      expect(readFileSync(join(distDir, app!), "utf8"), name).toMatch(/export\s*\{[^}]*\bhydrate\b/);
    }
  });

  it("names the modules for after the first paint each after the modules it imports (the content modules among them), the order the boot script evaluates them in, one per task", () => {
    expectABuiltSite(pages);
    for (const { name, document } of pages) {
      const named = document.querySelector('meta[name="page-chunks"]')?.getAttribute("content")?.split(" ") ?? [];
      expect(named, name).toContain(document.querySelector('meta[name="app-module"]')?.getAttribute("content"));
      const importMap = importMapOf(document);
      // The shell imports the route table and the header's part of the site file, so the rule covers content modules too.
      expect(named.some((file) => importsOf(file, importMap).some((imported) => imported.startsWith(`/${contentFolder}/`))), name).toBe(true);
      const misplaced = named.flatMap((file, index) =>
        importsOf(file, importMap)
          .filter((imported) => !named.slice(0, index).includes(imported))
          .map((imported) => `${file} before ${imported}`),
      );
      expect(misplaced, name).toEqual([]);
    }
  });

  it("preloads the fonts a page's first view draws with (Inter's Latin file; Noto Sans Arabic's and Inter's Latin on an Arabic page) at the addresses its @font-face rules use, in the same (CORS) mode, and every font file a face names is built", () => {
    for (const { name, document } of pages) {
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
      const fontFaces = document.getElementById("font-faces")?.textContent ?? "";
      for (const preload of preloads) {
        expect(preload.getAttribute("crossorigin"), name).toBe("");
        expect(fontFaces, name).toContain(`src: url(${preload.getAttribute("href")}) format("woff2-variations")`);
      }
      const arabic = document.documentElement.lang === "ar";
      const latinFile = /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
      expect(preloads.map((preload) => preload.getAttribute("href")), name).toEqual(arabic ? [expect.stringMatching(/^\/assets\/noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/), expect.stringMatching(latinFile)] : [expect.stringMatching(latinFile)]);
      expect(fontFaces.includes("noto-sans-arabic"), name).toBe(arabic);
      const files = [...fontFaces.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
      expect(files.length, name).toBeGreaterThan(0);
      expect(files.filter((file) => !existsSync(join(distDir, file))), name).toEqual([]);
    }
  });
});
