import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteHeaderModule } from "../scripts/vitePages.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { pagesDir } from "../scripts/lib/paths.ts";

const siteFile = JSON.parse(readFileSync(join(pagesDir, "_site.json"), "utf8"));
/** What the header shows of the site file: its name and menu. */
const headerPart = { companyName: siteFile.company.name, navigation: siteFile.navigation };
const served = (module: string) => JSON.parse(/^export const siteHeaders = (.*);\n$/s.exec(module)![1]!).en;

describe("virtual:site-header, the header's part of the site file, by language", () => {
  it("is the company's name and the menu, nothing else of the site file (the off-canvas panel's lines come with its code)", () => {
    expect(served(siteHeaderModule(validateProject()))).toEqual(headerPart);
  });

  it("is served from the file as it is when the project did not validate, so that the studio's preview still draws the header", () => {
    const withProblems = { ...validateProject(), site: undefined };
    expect(served(siteHeaderModule(withProblems))).toEqual(headerPart);
  });

  it("holds the header in Arabic too, its menu's words from pages/ar/_site.json and its links to the Arabic pages", () => {
    const arabic = JSON.parse(/^export const siteHeaders = (.*);\n$/s.exec(siteHeaderModule(validateProject()))![1]!).ar;
    expect(arabic.navigation[1]).toEqual({ label: "من نحن", href: "/ar/about-us" });
    expect(arabic).toEqual({ companyName: headerPart.companyName, navigation: expect.any(Array) });
  });
});
