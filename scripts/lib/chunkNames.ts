/**
 * The names of the chunks every page's first load carries: the libraries (`framework`) and the site's
 * shell, vite.config.ts's groups (shellChunk.ts names the shell's modules), beside rolldown's runtime.
 */
export const frameworkChunk = "framework";
export const shellChunk = "shell";
const runtimeChunk = "rolldown-runtime";

const alwaysLoaded = new RegExp(`^(${[frameworkChunk, shellChunk, runtimeChunk].join("|")})-[\\w-]+\\.js$`);

/** Whether a built chunk (its file name, `framework-a1b2.js`) is one every page has run before its code imports anything on demand. */
export const isAlwaysLoaded = (fileName: string): boolean => alwaysLoaded.test(fileName);
