import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { modulePreloadPlugin, preloadedDependencies } from "../scripts/viteModulePreload.ts";

const helperId = "\0vite/preload-helper.js";
// The start of Vite's helper as Vite writes it (getPreloadCode), in the shape the plugin knows.
const viteHelper = `const scriptRel = 'modulepreload';const assetsURL = function(dep) { return "/"+dep };const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) {\n\tlet promise = Promise.resolve();`;

function transform(code: string, id: string) {
  const hook = modulePreloadPlugin().transform as Extract<Plugin["transform"], (...args: never[]) => unknown>;
  return hook.call({} as never, code, id) as { code: string } | null;
}

describe("the build's preload helper", () => {
  it("is the site's own in place of Vite's, and no other module is touched", () => {
    expect(transform(viteHelper, helperId)?.code).toMatch(/^export \{ __vitePreload \} from ".*src[\\/]+shared[\\/]+modulePreload\.ts";\n$/);
    expect(transform(viteHelper, "/src/app/App.tsx")).toBeNull();
  });

  it("stops the build when Vite's helper takes another shape, so that this cannot silently stop working", () => {
    expect(() => transform(viteHelper.replace("(baseModule, deps, importerUrl)", "(baseModule, deps, importerUrl, options)"), helperId)).toThrow(
      "module-preload: Vite's preload helper has an unknown shape; update scripts/viteModulePreload.ts",
    );
  });

  it("asks for what an import needs beyond the chunks every page has run already", () => {
    const dependencies = ["assets/Hero-a1.js", "assets/framework-b2.js", "assets/primitives-c3.js", "assets/shell-d4.js", "assets/rolldown-runtime-e5.js"];
    expect(preloadedDependencies("assets/shell-d4.js", dependencies)).toEqual(["assets/Hero-a1.js", "assets/primitives-c3.js"]);
  });
});
