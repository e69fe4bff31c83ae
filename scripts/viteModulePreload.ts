/**
 * The chunks every page has run before its code imports anything on demand: the libraries and the
 * shell (vite.config.ts's groups) and the bundler's runtime. Preloading them again would only
 * lengthen each import's list, in every page's first load.
 */
const alwaysLoaded = /^assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Vite's `build.modulePreload.resolveDependencies`: what an `import()` of the app's code preloads
 * beside it (so that a navigation fetches a block's code and what it imports side by side, not one
 * after the other), without the chunks always loaded.
 */
export const preloadedDependencies = (_file: string, dependencies: string[]): string[] => dependencies.filter((dependency) => !alwaysLoaded.test(dependency));
