import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import arabic from "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url";
import type { Language } from "../shared/language.ts";
import { webFontFamily } from "./theme.ts";

/**
 * The site's typefaces, self-hosted, in a <style> of the page's own head (no stylesheet request holds
 * up the first paint) that React never touches: were emotion to insert the rules again while hydrating,
 * the browser would treat them as a new font, now loaded, and re-flow the text it had drawn in the
 * fallback. `font-display: optional` gives a font a very short wait and otherwise keeps the fallback
 * for that page view, so text never re-flows when the font arrives: no layout shift. The file is cached
 * for the next page.
 *
 * Inter draws Latin letters (names like "Zürich" use Latin Extended). On Arabic pages Noto Sans Arabic
 * draws the Arabic ones, declared as the same family with the Arabic unicode-range: one font stack for
 * both directions, and each page downloads only the files its letters need. English pages do not
 * declare it, so the language switch's "العربية" on them is drawn by the system's Arabic font rather
 * than downloading 166 KB for one word.
 */
const face = (url: string, unicodeRange: string) => `@font-face {
  font-family: "${webFontFamily}";
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${url}) format("woff2-variations");
  unicode-range: ${unicodeRange};
}`;

// The ranges are fontsource's own (each package's wght.css); fontFaces.test.ts keeps them so.
const latinFaces = [
  face(latinExt, "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF"),
  face(latin, "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD"),
];
const arabicFace = face(
  arabic,
  "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1",
);
const facesOf: Record<Language, string[]> = { en: latinFaces, ar: [...latinFaces, arabicFace] };

/** The file most of a page's text is drawn with: Inter's Latin file in English, Noto Sans Arabic's Arabic one in Arabic. */
const mainFontOf: Record<Language, string> = { en: latin, ar: arabic };

/**
 * Fetches the page's main font file as the head is read, rather than once the first layout finds text
 * that needs it: more often in time for `optional`'s short wait, and ahead of the boot script.
 * `crossorigin`, because fonts are fetched in CORS mode and a preload in another mode would be fetched twice.
 */
export const fontPreloadTag = (language: Language) => `<link rel="preload" href="${mainFontOf[language]}" as="font" type="font/woff2" crossorigin>`;

/** The <style> element the build puts in every page's <head> (and the dev server adds at start), with the faces of the page's language. */
export const fontFacesStyleId = "font-faces";
export const fontFacesStyleTag = (language: Language) => `<style id="${fontFacesStyleId}">${facesOf[language].join("\n")}</style>`;
