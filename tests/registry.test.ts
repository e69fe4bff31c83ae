import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockFolder, blockLoaders, blocks } from "../src/blocks/registry.ts";
import type { BlockType } from "../src/blocks/types.ts";
import { folderEntry, type ManifestChunk } from "../scripts/lib/buildManifest.ts";
import { blockTypes } from "../scripts/lib/schemas.ts";
import { root } from "../scripts/lib/paths.ts";

const blockFolders = readdirSync(join(root, "src", "blocks"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);

describe("the block registry", () => {
  it("lists exactly the block types the schemas declare, each by its own declaration", () => {
    expect(Object.keys(blocks).sort()).toEqual([...blockTypes().values()].sort());
    for (const [type, definition] of Object.entries(blocks)) expect(definition.type).toBe(type);
  });

  it("finds each block type's declaration in its folder's block.ts, and has a type for every folder", () => {
    expect(blockFolders.sort()).toEqual(Object.keys(blocks).sort());
    for (const type of Object.keys(blocks) as BlockType[]) {
      const declaration = join(root, blockFolder(type), "block.ts");
      expect(existsSync(declaration), type).toBe(true);
      // Every page loads the declarations: nothing of the block's own folder comes with them, its
      // component stays a chunk of its own, imported on demand (`load`).
      const ownImports = readFileSync(declaration, "utf8").match(/^import [^;]* from "\.\/.*$/gm);
      expect(ownImports, type).toBeNull();
    }
  });

  it("loads a component for each block type", async () => {
    for (const load of Object.values(blockLoaders)) expect(typeof (await load())).toBe("function");
  });
});

describe("a block's chunk in the build", () => {
  const chunk = (src: string, more: Partial<ManifestChunk> = {}): [string, ManifestChunk] => [src, { file: `assets/${src}.js`, src, isDynamicEntry: true, ...more }];
  const manifest = Object.fromEntries([
    chunk("src/blocks/contactForm/ContactForm.tsx", { dynamicImports: ["src/blocks/contactForm/enquiryResolver.ts"] }),
    chunk("src/blocks/contactForm/enquiryResolver.ts", { imports: ["src/blocks/contactForm/ContactForm.tsx"] }),
    chunk("src/blocks/contactFormExtra/ContactFormExtra.tsx"),
    chunk("src/blocks/hero/Hero.tsx"),
    chunk("src/blocks/hero/Banner.tsx"),
  ]);

  it("is the folder's chunk imported on demand, not the code that chunk fetches later itself", () => {
    expect(folderEntry(manifest, "src/blocks/contactForm/")).toBe("src/blocks/contactForm/ContactForm.tsx");
  });

  it("fails the build, naming what it found, when a folder has none or more than one", () => {
    expect(() => folderEntry(manifest, "src/blocks/accordion/")).toThrow(
      "The build should have exactly one chunk imported on demand from src/blocks/accordion/, by which its code is entered; it has 0.",
    );
    expect(() => folderEntry(manifest, "src/blocks/hero/")).toThrow(
      "The build should have exactly one chunk imported on demand from src/blocks/hero/, by which its code is entered; it has 2: src/blocks/hero/Hero.tsx, src/blocks/hero/Banner.tsx.",
    );
  });
});
