import { describe, expect, it } from "vitest";
import { contentImportMap, serverPackageJson, siteContent } from "../scripts/lib/content/siteContent.ts";
import { contentSpecifiers } from "../scripts/lib/content/contentSpecifiers.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

/**
 * The site's content as modules (scripts/lib/content/siteContent.ts): what the code imports at run
 * time in place of content compiled into it, so that a publish writes a few files and no code.
 */
const result = validateProject();
const content = siteContent(result);

describe("the content modules", () => {
  it("are one module per page, the route table, the header and the site file, each named by its content's hash", () => {
    expect(content.files.size).toBe(result.pages.length + 3);
    for (const path of content.files.keys()) expect(path).toMatch(/^(pages\/[\w/-]+|routes|header|site)-[0-9a-f]{10}\.js$/);
    expect(Object.keys(content.entries).sort()).toEqual(["header", "routes", "site"]);
  });

  it("load each page's data from the route table, by a path relative to the table, so the same files work in the browser and beside the server bundle", () => {
    const table = content.files.get(content.entries.routes)!;
    const loads = [...table.matchAll(/import\("\.\/(pages\/[^"]+)"\)/g)].map(([, path]) => path!);
    expect(loads).toHaveLength(result.pages.length);
    for (const path of loads) expect(content.files.has(path)).toBe(true);
    expect(table).toContain(`route: "/about-us"`);
  });

  it("change only the changed page's module and the route table when one page changes", () => {
    const changed = structuredClone(result);
    const home = changed.pages.find((page) => page.route === "/")!;
    (home.page.blocks[0] as { heading: string }).heading = "Another heading";
    const again = siteContent(changed);
    const renamed = [...again.files.keys()].filter((path) => !content.files.has(path));
    expect(renamed.map((path) => path.replace(/-[0-9a-f]{10}\.js$/, ""))).toEqual(["pages/index", "routes"]);
    expect(again.entries.header).toBe(content.entries.header);
    expect(again.entries.site).toBe(content.entries.site);
  });

  it("are named by the page's import map for the browser and by the server bundle's package.json for Node", () => {
    const map = JSON.parse(/^<script type="importmap">(.*)<\/script>$/.exec(contentImportMap(content))![1]!);
    expect(map).toEqual({ imports: { [contentSpecifiers.routes]: `/assets/content/${content.entries.routes}`, [contentSpecifiers.header]: `/assets/content/${content.entries.header}`, [contentSpecifiers.site]: `/assets/content/${content.entries.site}` } });
    expect(JSON.parse(serverPackageJson(content))).toEqual({
      type: "module",
      imports: { [contentSpecifiers.routes]: `./content/${content.entries.routes}`, [contentSpecifiers.header]: `./content/${content.entries.header}`, [contentSpecifiers.site]: `./content/${content.entries.site}` },
    });
  });
});
