import type { Site } from "../generated/site.ts";
import { browserChrome, lightPalette } from "../theme/palette.ts";
import { manifestIcons } from "./siteIcons.ts";

/** Where the build writes the manifest (dist/) and index.html links it. */
export const webManifestPath = "/site.webmanifest";

/**
 * The web app manifest: the name, icons and colours a phone uses when the site is added to its home
 * screen, and browsers for bookmarks and the tab strip. The company's name comes from pages/_site.json
 * like everywhere else; the colours are the light scheme's, as in index.html's theme-color. It opens
 * in the browser (`display: "browser"`): a marketing site is a set of pages, not an installed app.
 */
export function webManifest(site: Site) {
  return {
    name: site.company.name,
    description: site.company.tagline,
    lang: "en",
    start_url: "/",
    display: "browser",
    theme_color: browserChrome.light,
    background_color: lightPalette.background,
    icons: manifestIcons.map(({ src, type, size }) => ({ src, type, sizes: size ? `${size}x${size}` : "any" })),
  };
}
