import { isAlwaysLoaded } from "./lib/chunkNames.ts";

/**
 * Vite's `build.modulePreload.resolveDependencies`: what an `import()` of the app's code preloads
 * beside it (so that a navigation fetches a block's code and what it imports side by side, not one
 * after the other), without the chunks every page has run already (chunkNames.ts): preloading them
 * again would only lengthen each import's list, in every page's first load.
 */
export const preloadedDependencies = (_file: string, dependencies: string[]): string[] => dependencies.filter((dependency) => !isAlwaysLoaded(dependency.replace(/^assets\//, "")));
