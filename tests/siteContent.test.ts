import { describe, expect, it } from "vitest";
import { contentImportMap, routeTableModule, serverPackageJson, siteContent } from "../scripts/lib/content/siteContent.ts";
import { contentSpecifiers } from "../scripts/lib/content/contentSpecifiers.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

/**
 * The site's content as modules (scripts/lib/content/siteContent.ts): what the code imports at run
 * time in place of content compiled into it, so that a publish writes a few files and no code.
 */
const result = validateProject();
const content = siteContent(result);

describe("the content modules", () => {
  it("are one module per page, and the route table, the header and the site file for each language and for the server, each named by its content's hash", () => {
    expect(content.files.size).toBe(result.pages.length + 9);
    for (const path of content.files.keys()) expect(path).toMatch(/^(pages\/[\w/-]+|(routes|header|site)-(en|ar|all))-[0-9a-f]{10}\.js$/);
    expect(Object.keys(content.entries).sort()).toEqual(["ar", "en", "server"]);
    for (const modules of Object.values(content.entries)) expect(Object.keys(modules).sort()).toEqual(["header", "routes", "site"]);
  });

  it("load each page's data from the route table, by a path relative to the table, so the same files work in the browser and beside the server bundle", () => {
    const table = content.files.get(content.entries.server.routes)!;
    const loads = [...table.matchAll(/import\("\.\/(pages\/[^"]+)"\)/g)].map(([, path]) => path!);
    expect(loads).toHaveLength(result.pages.length);
    for (const path of loads) expect(content.files.has(path)).toBe(true);
    expect(table).toContain(`route: "/about-us"`);
  });

  it("name a page's twin only where it is not the same address in the other language, which every page's first load need not carry", () => {
    const entry = { aliases: [], blocks: [], footer: true, load: 'import("./pages/x.js")' };
    const table = routeTableModule([
      { ...entry, route: "/about-us", twin: "/ar/about-us" },
      { ...entry, route: "/ar", twin: "/" },
      { ...entry, route: "/blog/new", twin: "/ar/blog" },
    ]);
    expect(table).not.toMatch(/route: "\/about-us", [^\n]*twin:/);
    expect(table).not.toMatch(/route: "\/ar", [^\n]*twin:/);
    expect(table).toMatch(/route: "\/blog\/new", [^\n]*twin: "\/ar\/blog"/);
  });

  it("give a page in one language only that language's pages, menus and site file: a link to the other is a full page load", () => {
    const english = content.files.get(content.entries.en.routes)!;
    const arabic = content.files.get(content.entries.ar.routes)!;
    expect(english).toMatch(/route: "\/about-us", /);
    expect(english).not.toContain(`route: "/ar`);
    expect(arabic).toContain(`route: "/ar/about-us"`);
    expect(arabic).not.toMatch(/route: "\/(?!ar)/);
    expect(content.files.get(content.entries.ar.header)).toContain("الرئيسية");
    expect(content.files.get(content.entries.en.header)).not.toMatch(/[\u0600-\u06FF]/);
    expect(content.files.get(content.entries.en.site)).not.toMatch(/[\u0600-\u06FF]/);
    expect(content.files.get(content.entries.server.header)).toContain("الرئيسية");
  });

  it("change only the changed page's module and the route tables that list it when one page changes", () => {
    const changed = structuredClone(result);
    const home = changed.pages.find((page) => page.route === "/")!;
    (home.page.blocks[0] as { heading: string }).heading = "Another heading";
    const again = siteContent(changed);
    const renamed = [...again.files.keys()].filter((path) => !content.files.has(path));
    expect(renamed.map((path) => path.replace(/-[0-9a-f]{10}\.js$/, "")).sort()).toEqual(["pages/index", "routes-all", "routes-en"]);
    expect(again.entries.en.header).toBe(content.entries.en.header);
    expect(again.entries.ar.routes).toBe(content.entries.ar.routes);
  });

  it("are named by the page's import map for the browser, in the page's language, and by the server bundle's package.json for Node", () => {
    for (const language of ["en", "ar"] as const) {
      const map = JSON.parse(/^<script type="importmap">(.*)<\/script>$/.exec(contentImportMap(content, language))![1]!);
      const modules = content.entries[language];
      expect(map).toEqual({ imports: { [contentSpecifiers.routes]: `/assets/content/${modules.routes}`, [contentSpecifiers.header]: `/assets/content/${modules.header}`, [contentSpecifiers.site]: `/assets/content/${modules.site}` } });
    }
    const server = content.entries.server;
    expect(JSON.parse(serverPackageJson(content))).toEqual({
      type: "module",
      imports: { [contentSpecifiers.routes]: `./content/${server.routes}`, [contentSpecifiers.header]: `./content/${server.header}`, [contentSpecifiers.site]: `./content/${server.site}` },
    });
  });
});
