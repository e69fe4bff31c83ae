// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../scripts/lib/paths.ts";
import { readBuildManifest } from "../scripts/lib/buildManifest.ts";
import { schemeAtLoadScript } from "../scripts/viteSchemeAtLoad.ts";
import { htmlRoutes } from "../src/server/htmlRoutes.ts";
import { routeKey } from "../src/shared/routes.ts";
import { sitePages } from "../e2e/sitePages.ts";
import { blockLoaders, blockModulePath, hasBehaviour } from "../src/blocks/registry.ts";
import type { BlockType } from "../src/blocks/types.ts";
import { atArrival, hydratedBlocks, prerenderedArrival, servedPageData, servedPageDataId, type ServedPageData } from "../src/app/servedPage.ts";
import { site } from "../src/app/site.ts";
import { builtPages, expectABuiltSite } from "./builtPages.ts";

/**
 * What a page's first load fetches: what the HTML preloads, the chunks it names for after its first
 * paint, and everything those import. (npm run check runs this after npm run build.)
 */
function firstLoadFiles(document: Document): Set<string> {
  const files = new Set<string>();
  for (const element of document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')) files.add(element.getAttribute("src") ?? element.getAttribute("href")!);
  for (const chunk of document.querySelector('meta[name="page-chunks"]')?.getAttribute("content")?.split(" ") ?? []) files.add(chunk);
  const queue = [...files];
  while (queue.length) {
    const code = readFileSync(join(distDir, queue.pop()!), "utf8");
    for (const [, imported] of code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      const file = `/assets/${imported}`;
      if (files.has(file)) continue;
      files.add(file);
      queue.push(file);
    }
  }
  return files;
}

/** The chunk file name a block type's component gets: src/blocks/hero/Hero.tsx is /assets/Hero-<hash>.js. */
const blockChunkName = (type: BlockType) => basename(blockModulePath(type), ".tsx");
const blockChunkNames = new Set((Object.keys(blockLoaders) as BlockType[]).map(blockChunkName));

describe("the JavaScript a page loads first", () => {
  const pages = builtPages();

  it("holds the code of the page's blocks that have behaviour, something to do at the built address and do not wait until the visitor nears them, of no other block, and never the icon set", () => {
    expectABuiltSite(pages);
    const htmlFileOf = htmlRoutes(distDir);
    const checked = sitePages.map(({ route, page }) => {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)));
      expect(built, `dist/ has no page for ${route}`).toBeDefined();
      const files = [...firstLoadFiles(built!.document)].map((file) => /^\/assets\/([\w]+)-[\w-]+\.js$/.exec(file)?.[1]);
      const loaded = [...new Set(files.filter((name) => name && blockChunkNames.has(name)))].sort();
      const expected = [...new Set(hydratedBlocks(atArrival(servedPageData(page), prerenderedArrival)).map((block) => blockChunkName(block.type)))].sort();
      return { route, loaded, expected, iconSet: files.includes("Icon") };
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

  it("takes the page's own data from the page itself, not from its chunk: blocks with behaviour whole, the others by type only", () => {
    const manifest = readBuildManifest();
    const htmlFileOf = htmlRoutes(distDir);
    for (const { route, file, page } of sitePages) {
      const built = pages.find(({ name }) => name === htmlFileOf.get(routeKey(route)))!;
      expect(firstLoadFiles(built.document), route).not.toContain(`/${manifest[file]!.file}`);
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

  it("carries of the site file only the header's name and menu: the contact details come with the footer and the blocks that show them", () => {
    // Every page's HTML shows these (its footer). A page whose blocks all stay as served hydrates
    // nothing that draws them, so its first load has no use for them.
    const details = [site.offices[0]!.address[0]!, site.emails[0]!.address, site.phones[0]!.number, site.socials[0]!.url];
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
    const everyChunk = readdirSync(join(distDir, "assets")).filter((file) => file.endsWith(".js"));
    expect(everyChunk.some((file) => readFileSync(join(distDir, "assets", file), "utf8").includes(details[0]!))).toBe(true);
  });

  it("leaves out the document-wide CSS, which every page already brings in its head", () => {
    // A declaration only GlobalStyles.tsx writes (with emotion's spacing, as the page's <style> has it).
    const globalRule = "-webkit-text-size-adjust";
    for (const { name, document, html } of pages) {
      expect(html, name).toContain(`${globalRule}:100%`);
      for (const file of firstLoadFiles(document)) expect(readFileSync(join(distDir, file), "utf8"), `${name}: ${file}`).not.toContain(globalRule);
    }
  });
});

describe("what a page asks for before its first paint", () => {
  const pages = builtPages();

  it("is no script file: the colour-scheme script and the boot script are in the page, and the boot script imports nothing", () => {
    expectABuiltSite(pages);
    for (const { name, document } of pages) {
      const scripts = [...document.querySelectorAll("script:not([type$='json'])")];
      expect(scripts.map((script) => script.getAttribute("src")), name).toEqual([null, null]);
      expect(scripts[0]!.textContent, name).toBe(schemeAtLoadScript);
      expect(scripts[1]!.getAttribute("type"), name).toBe("module");
      expect(document.querySelectorAll('link[rel="modulepreload"]'), name).toHaveLength(0);
      expect(scripts[1]!.textContent!.match(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]/g), name).toBeNull();
      // The app it imports later, by the name the page gives it.
      const app = document.querySelector('meta[name="app-module"]')?.getAttribute("content");
      expect(readFileSync(join(distDir, app!), "utf8"), name).toMatch(/export\s*\{[^}]*\bhydrate\b/);
    }
  });

  it("names the chunks for after the first paint each after the chunks it imports, the order the boot script evaluates them in, one per task", () => {
    expectABuiltSite(pages);
    for (const { name, document } of pages) {
      const named = document.querySelector('meta[name="page-chunks"]')?.getAttribute("content")?.split(" ") ?? [];
      expect(named, name).toContain(document.querySelector('meta[name="app-module"]')?.getAttribute("content"));
      const misplaced = named.flatMap((file, index) => {
        const code = readFileSync(join(distDir, file), "utf8");
        const imported = [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)].map(([, chunk]) => `/assets/${chunk}`);
        return imported.filter((chunk) => !named.slice(0, index).includes(chunk)).map((chunk) => `${file} before ${chunk}`);
      });
      expect(misplaced, name).toEqual([]);
    }
  });

  it("preloads the Latin font at the address its @font-face uses, in the same (CORS) mode", () => {
    for (const { name, document } of pages) {
      const preload = document.querySelector('link[rel="preload"][as="font"]');
      expect(preload?.getAttribute("crossorigin"), name).toBe("");
      const fontFaces = document.getElementById("font-faces")?.textContent ?? "";
      expect(fontFaces, name).toContain(`src: url(${preload?.getAttribute("href")}) format("woff2-variations")`);
      expect(preload?.getAttribute("href"), name).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    }
  });
});
