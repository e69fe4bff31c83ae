import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../scripts/lib/paths.ts";
import { isAlwaysLoaded } from "../scripts/lib/chunkNames.ts";

const assets = join(distDir, "assets");
const chunks = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith(".js")) : [];
const codeOf = (chunk: string) => readFileSync(join(assets, chunk), "utf8");

/** The chunks beside it that `chunk` imports statically, and what those import, which the browser fetches before running it. */
function importedBy(chunk: string, found = new Set<string>()): Set<string> {
  for (const [, imported] of codeOf(chunk).matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)) {
    if (found.has(imported!)) continue;
    found.add(imported!);
    importedBy(imported!, found);
  }
  return found;
}


describe("the code a page imports on demand (a block's on a navigation, the search popup's)", () => {
  it("names at each import() the chunks that code imports, so that the browser fetches them side by side, not one after the other", () => {
    expect(chunks.length, `no chunks under ${assets}: run npm run build first`).toBeGreaterThan(10);
    const checked: string[] = [];
    const inSequence = chunks.flatMap((importer) => {
      const code = codeOf(importer);
      // Vite writes the chunks an import preloads as indexes into the list on the chunk's first line.
      const named = (JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? "[]") as string[]).map((file) => file.replace(/^assets\//, ""));
      const before = new Set([importer, ...importedBy(importer)]);
      return [...code.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].flatMap(({ 1: imported, index }) => {
        checked.push(`${importer} → ${imported}`);
        const rest = code.slice(index);
        const next = rest.indexOf("import(", 1);
        const preloads = /__vite__mapDeps\(\[([\d,]*)\]\)/.exec(next === -1 ? rest : rest.slice(0, next))?.[1]?.split(",").map((at) => named[Number(at)]) ?? [];
        const late = [...importedBy(imported!)].filter((chunk) => !isAlwaysLoaded(chunk) && !before.has(chunk) && !preloads.includes(chunk));
        return late.length > 0 ? [`${importer} → ${imported}: ${late.join(", ")} only once it has arrived`] : [];
      });
    });
    expect(inSequence).toEqual([]);
    // The blocks, the footer and the search popup are among them, so the rule does not pass on nothing.
    expect(checked.filter((importAt) => /→ (Hero|Footer|SearchDialog)-/.test(importAt))).toHaveLength(3);
  });
});
