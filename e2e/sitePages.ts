import { validateProject } from "../scripts/lib/validateProject.ts";

/** Every page of the site with the addresses it is served at, read from pages/ as the build does. */
export const sitePages = validateProject().pages;
