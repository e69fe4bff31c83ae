import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Vite's preload helper, the module every `import()` of the browser's code is wrapped in a call to. */
const helperId = "\0vite/preload-helper.js";
const helperExport = "__vitePreload";
/** Something only Vite's own helper says: a built chunk that still says it holds that helper. */
const viteHelperSignature = "vite:preloadError";
const siteHelper = fileURLToPath(new URL("../src/shared/modulePreload.ts", import.meta.url));

/**
 * Vite wraps each `import()` of the app's code in its preload helper, which asks for the chunks the
 * imported chunk imports beside it, so that fetching a block's code on a navigation takes one round
 * trip, not one per level of imports. Vite's helper also preloads CSS, reads a CSP nonce, resolves
 * relative bases and announces failures with a `vite:preloadError` event, none of which the site
 * has or listens to, at 0.6 KB of brotli in every page's first load. The site's own helper
 * (src/shared/modulePreload.ts) does the one thing it needs. A helper of another shape fails the
 * build, so that a new Vite cannot quietly bring its own back or call the site's with other arguments.
 */
export function modulePreloadPlugin(): Plugin {
  let replaced = false;
  return {
    name: "module-preload",
    apply: "build",
    // The server bundle imports on demand without preloading anything.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      if (id !== helperId) return null;
      if (!new RegExp(`export const ${helperExport} = function preload\\(baseModule, deps, importerUrl\\)`).test(code)) {
        throw new Error(`module-preload: Vite's preload helper has an unknown shape; update scripts/viteModulePreload.ts`);
      }
      replaced = true;
      return { code: `export { ${helperExport} } from ${JSON.stringify(siteHelper)};\n`, map: null };
    },
    generateBundle(_options, bundle) {
      const withViteHelper = Object.values(bundle).filter((file) => file.type === "chunk" && file.code.includes(viteHelperSignature));
      if (withViteHelper.length > 0 || (!replaced && Object.values(bundle).some((file) => file.type === "chunk" && file.dynamicImports.length > 0))) {
        throw new Error(`module-preload: the build has Vite's own preload helper (${withViteHelper.map((file) => file.fileName).join(", ") || "not replaced"}); update scripts/viteModulePreload.ts`);
      }
    },
  };
}

/**
 * The chunks every page has run before its code imports anything on demand: the libraries and the
 * shell (vite.config.ts's groups) and the bundler's runtime. Preloading them again would only
 * lengthen each import's list, in every page's first load.
 */
const alwaysLoaded = /^assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/** Vite's `build.modulePreload.resolveDependencies`: what an `import()` preloads, without the chunks always loaded. */
export const preloadedDependencies = (_file: string, dependencies: string[]): string[] => dependencies.filter((dependency) => !alwaysLoaded.test(dependency));
