/**
 * The types of `virtual:site`, which scripts/vitePages.ts gives: the site file (pages/_site.json) with
 * its pictures' sizes. src/shared/site.ts gives it its type. tsconfig.json's "paths" points the module name here.
 */
/** By language, as `virtual:site-header` is: both in the dev server and on the server, the document's own in a built page. */
declare const sites: Partial<Record<import("../shared/language.ts").Language, unknown>>;
export default sites;
