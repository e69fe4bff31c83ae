/**
 * The types of `virtual:site`, which scripts/vitePages.ts gives: the site file (pages/_site.json) with
 * its pictures' sizes. src/shared/site.ts gives it its type. tsconfig.json's "paths" points the module name here.
 */
declare const site: unknown;
export default site;
