import latin from "virtual:font-subset/latin?url";
import latinExt from "virtual:font-subset/latin-ext?url";
import arabic from "virtual:font-subset/arabic?url";
import type { Language } from "../shared/language.ts";
import { fontFiles, fontWeightRange, type FontFileName } from "./fontFiles.ts";
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
 * than downloading a font for one word. Each file keeps only its range's letters and the theme's
 * weights (src/theme/fontFiles.ts).
 */
interface Face {
  file: FontFileName;
  url: string;
  /** ascent-override, descent-override and line-gap-override, when the face's own line metrics will not do. */
  lineMetrics?: { ascent: string; descent: string; lineGap: string };
}

/**
 * Noto Sans Arabic's own ascent and descent (1.374 and 0.738 em, room for stacked marks) are far from
 * Inter's: with them, Arabic text laid out before the file arrives moves by up to 18 px when it arrives
 * inside `optional`'s short wait, a layout shift on every Arabic page. With Inter's (1984 and 494 of its
 * 2048 units, no line gap), the face lays out its lines as the Latin one does, and they stay where they
 * were. Only the lines' geometry changes: the letters and their marks are drawn as they are.
 */
const interLineMetrics = { ascent: "96.875%", descent: "24.1211%", lineGap: "0%" };

const latinFaces: Face[] = [
  { file: "latin-ext", url: latinExt },
  { file: "latin", url: latin },
];
const facesOf: Record<Language, Face[]> = { en: latinFaces, ar: [...latinFaces, { file: "arabic", url: arabic, lineMetrics: interLineMetrics }] };

const weights = `${fontWeightRange.min} ${fontWeightRange.max}`;
const source = (url: string) => `url(${url}) format("woff2-variations")`;

const faceRule = ({ file, url, lineMetrics }: Face) => `@font-face {
  font-family: "${webFontFamily}";
  font-style: normal;
  font-display: optional;
  font-weight: ${weights};
  src: ${source(url)};
  unicode-range: ${fontFiles[file].unicodeRange};${lineMetrics ? `
  ascent-override: ${lineMetrics.ascent};
  descent-override: ${lineMetrics.descent};
  line-gap-override: ${lineMetrics.lineGap};` : ""}
}`;

/**
 * The files a page's first view draws with: Inter's Latin file in English; in Arabic, Noto Sans Arabic's
 * file and Inter's too, for the company's name in the header, product names, prices and numbers.
 */
const preloadedFontsOf: Record<Language, string[]> = { en: [latin], ar: [arabic, latin] };

/**
 * Fetches them as the head is read, rather than once the first layout finds text that needs them: more
 * often in time for `optional`'s short wait, and ahead of the boot script. Unannounced, an Arabic page's
 * Latin file would be asked for only once the page is laid out, late for the wait on a slow connection:
 * the first Arabic page a visitor opens would draw its Latin words in the system's font, the next in Inter.
 * `crossorigin`, because fonts are fetched in CORS mode and a preload in another mode would be fetched twice.
 */
export const fontPreloadTags = (language: Language) =>
  preloadedFontsOf[language].map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join("\n    ");

/** The <style> element the build puts in every page's <head> (and the dev server adds at start), with the faces of the page's language. */
export const fontFacesStyleId = "font-faces";
export const fontFacesStyleTag = (language: Language) => `<style id="${fontFacesStyleId}">${facesOf[language].map(faceRule).join("\n")}</style>`;

/**
 * The faces of every language, for a document whose HTML the server did not write (the studio's preview
 * frame, the block catalogue), added through the CSS Font Loading API: no inline <style> for the
 * studio's Content-Security-Policy to allow. A file is fetched only once text needs it, so an English
 * page never fetches the Arabic one. `swap` rather than `optional`: an editor wants the page as it will
 * look, even if its text moves once.
 */
export function addFontFaces(fonts: FontFaceSet) {
  for (const { file, url, lineMetrics } of new Set(Object.values(facesOf).flat())) {
    const descriptors: FontFaceDescriptors = { style: "normal", display: "swap", weight: weights, unicodeRange: fontFiles[file].unicodeRange };
    if (lineMetrics) Object.assign(descriptors, { ascentOverride: lineMetrics.ascent, descentOverride: lineMetrics.descent, lineGapOverride: lineMetrics.lineGap });
    fonts.add(new FontFace(webFontFamily, source(url), descriptors));
  }
}
