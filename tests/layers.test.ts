import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";

/**
 * docs/architecture.md's layers, from the bottom up: a module imports only from its own layer or the
 * layers below it, and no files import each other round in a circle.
 */
const layers: readonly (readonly string[])[] = [
  ["src/shared", "src/generated", "src/vendor", "src/globals.d.ts"],
  ["src/ui", "src/words"],
  ["src/theme", "src/seo", "src/search"],
  ["src/blocks"],
  ["src/layout"],
  ["src/app", "src/catalogue"],
  // The declarations of the build's virtual modules name the types of what they hold, wherever those live.
  ["src/virtual", "src/hydrate.tsx", "src/entry-client.tsx", "src/firstPicturesPainted.ts", "src/devPagesChanged.ts", "src/entry-server.tsx", "src/catalogue", "src/studio", "src/server"],
];

const layerOf = (file: string) => layers.findIndex((folders) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`)));

const sources = (readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" }) as string[])
  .map((file) => `src/${file.split("\\").join("/")}`)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.fixture\.ts$/.test(file));

/** The files of this tree that `file` imports (static, dynamic and type imports alike). */
function importsOf(file: string): string[] {
  const code = readFileSync(join(root, file), "utf8");
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["']([^"']+)["']/gm)].map((match) => match[1]!);
  return specifiers.filter((specifier) => specifier.startsWith(".")).map((specifier) => relative(root, resolve(root, dirname(file), specifier)).split("\\").join("/"));
}

const imports = new Map(sources.map((file) => [file, importsOf(file)]));

describe("the code's layers (docs/architecture.md)", () => {
  it("places every source file in a layer", () => {
    expect(sources.filter((file) => layerOf(file) === -1)).toEqual([]);
  });

  it("has no import from a layer above the importer's", () => {
    const upward = [...imports].flatMap(([file, targets]) => targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} -> ${target}`));
    expect(upward).toEqual([]);
  });

  it("has no files that import each other, directly or round a circle", () => {
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void circles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
      if (done.has(file)) return;
      for (const target of imports.get(file) ?? []) visit(target, [...path, file]);
      done.add(file);
    };
    for (const file of sources) visit(file, []);
    expect(circles).toEqual([]);
  });
});
