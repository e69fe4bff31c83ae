/**
 * The <meta> in which the build lists the chunks a page needs to hydrate beyond the boot script (the
 * framework, the shell, its blocks that have behaviour and what they import; its data is in the page
 * itself, src/app/servedPage.ts), so the boot script fetches them
 * side by side when it starts, rather than the app discovering them one by one.
 */
export const pageChunksMetaName = "page-chunks";

/**
 * The <meta> naming the built app module (src/hydrate.tsx) for the boot script to import. The boot
 * script finds it there rather than through a bundled `import()`, which would give it an import of
 * its own (Vite's preload helper) and so a second request before the page is drawn.
 */
export const appModuleMetaName = "app-module";
