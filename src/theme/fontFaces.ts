import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import { webFontFamily } from "./theme.ts";

/**
 * Inter, self-hosted, in a <style> of the page's own head (no stylesheet request holds up the first
 * paint) that React never touches: were emotion to insert the rules again while hydrating, the browser
 * would treat them as a new font, now loaded, and re-flow the text it had drawn in the fallback.
 * `font-display: optional` gives the font a very short wait and otherwise keeps the fallback for that
 * page view, so text never re-flows when the font arrives: no layout shift. The file is cached for the
 * next page. Only the Latin subsets: the site is in English (names like "Zürich" use Latin Extended).
 */
const face = (url: string, unicodeRange: string) => `@font-face {
  font-family: "${webFontFamily}";
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${url}) format("woff2-variations");
  unicode-range: ${unicodeRange};
}`;

// The ranges are fontsource's own (@fontsource-variable/inter/wght.css); fontFaces.test.ts keeps them so.
const fontFacesCss = [
  face(latinExt, "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF"),
  face(latin, "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD"),
].join("\n");

/**
 * Fetches the Latin file as the head is read, rather than once the first layout finds text that needs
 * it: more often in time for `optional`'s short wait, and ahead of the boot script. `crossorigin`,
 * because fonts are fetched in CORS mode and a preload in another mode would be fetched twice.
 */
export const fontPreloadTag = `<link rel="preload" href="${latin}" as="font" type="font/woff2" crossorigin>`;

/** The <style> element the build puts in every page's <head> (and the dev server adds at start). */
export const fontFacesStyleId = "font-faces";
export const fontFacesStyleTag = `<style id="${fontFacesStyleId}">${fontFacesCss}</style>`;
