import { validateProject } from "../scripts/lib/validateProject.ts";
import { sweptPages as sweepOf } from "../tests/sweptPages.ts";

const project = validateProject();

/** Every page of the site with the addresses it is served at, read from pages/ as the build does. */
export const sitePages = project.pages;

/** Every address the site answers: each page's own route and its aliases. */
export const siteAddresses = sitePages.flatMap(({ route, aliases }) => [route, ...aliases]);

/** The site's public address (pages/_site.json), which canonical links are built from. */
export const baseUrl = project.site!.baseUrl;

/** A page's data by its route, for asserting what the page file says. */
export const pageAt = (route: string) => sitePages.find((page) => page.route === route)!.page;

/** The site-wide data file (pages/_site.json), as the build reads it. */
export const siteData = project.site!;

/** The pages a sweep that loads each page in a browser visits: every English page and a sample of the Arabic ones (tests/sweptPages.ts). */
export const sweptPages = sweepOf(sitePages);
