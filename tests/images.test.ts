import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { publicDir } from "../scripts/lib/paths.ts";

const svgFiles = (readdirSync(join(publicDir, "images"), { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".svg"))
  .map((file) => join(publicDir, "images", file));

describe("pictures that ship with the site", () => {
  it("has SVG pictures to check", () => {
    expect(svgFiles.length).toBeGreaterThan(20);
  });

  for (const file of svgFiles) {
    it(`${relative(publicDir, file)} declares its size, draws no words and loads nothing from elsewhere`, () => {
      const svg = readFileSync(file, "utf8");
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
      expect(root).toMatch(/\bviewBox="[^"]+"/);
      // Words in a picture cannot be read by everyone, translated or searched: they belong in the page.
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
    });
  }
});
