import { theme } from "./theme.ts";

/**
 * The site's font files: fontsource's variable files, cut down at build time (scripts/viteFontSubsets.ts)
 * to the letters of each face's unicode-range and to the weights the theme names. What a page downloads
 * is then only what it can draw: Inter's Latin file is 31 KB instead of 48 KB, Noto Sans Arabic's Arabic
 * file 28 KB instead of 166 KB. src/theme/fontFaces.ts declares each file with the same range, imported as
 * `virtual:font-subset/<name>?url`.
 */
export interface FontFile {
  /** The fontsource file it is cut from. */
  source: string;
  /** The characters it keeps, as the @font-face declaring it says (CSS unicode-range syntax). */
  unicodeRange: string;
}

export const fontFiles = {
  // Inter's ranges are fontsource's own (its wght.css); fontFaces.test.ts keeps them so.
  latin: {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    unicodeRange: "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  "latin-ext": {
    source: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
    unicodeRange: "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
  // Arabic as the region writes it: the letters, marks, digits and signs of the Arabic block's first part
  // (U+0600-066F), the superscript alef and alef wasla, the letters Arabic borrows for foreign sounds
  // (پ چ ژ ڤ گ) and the Persian kāf and yā' a Persian keyboard types; the zero-width joiners, the Arabic
  // hyphens and punctuation fontsource's range names, the ornate parentheses, and the presentation forms
  // of Arabic text pasted from PDFs (Forms-B). The rest of the block (Urdu, Sindhi and Pashto letters,
  // Quranic annotation) would add 12 KB to every Arabic page's first view, Forms-A 29 KB; those, and the
  // other scripts fontsource's file covers, are drawn by the system's Arabic font, as on a page whose font
  // has not arrived.
  arabic: {
    source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    unicodeRange: "U+0600-066F, U+0670-0671, U+067E, U+0686, U+0698, U+06A4, U+06A9, U+06AF, U+06CC, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FD3E-FD3F, U+FE70-FE74, U+FE76-FEFC",
  },
} as const satisfies Record<string, FontFile>;

export type FontFileName = keyof typeof fontFiles;

/** The import that gives a font file's address (Vite's `?url`), resolved by scripts/viteFontSubsets.ts. */
export const fontSubsetImportPrefix = "virtual:font-subset/";

const weights = Object.values(theme.fontWeights);
/** The weights every file keeps: from the theme's lightest to its boldest. */
export const fontWeightRange = { min: Math.min(...weights), max: Math.max(...weights) };

/** Every code point a CSS unicode-range names, in order. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const [from, to] = [Number.parseInt(first!, 16), Number.parseInt(last!, 16)];
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}
