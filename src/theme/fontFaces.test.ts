import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontFacesStyleTag, fontPreloadTags } from "./fontFaces.ts";
import { codePointsOf } from "./fontFiles.ts";

/** Each @font-face of a stylesheet as its file name, unicode-range without spaces, weights and line metric overrides. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    file: /url\(([^)]*)\)/.exec(body!)![1]!.split("/").pop()!.replace(/\?.*$/, ""),
    range: /unicode-range:\s*([^;]*);/.exec(body!)![1]!.replace(/\s/g, ""),
    weights: /font-weight:\s*([^;]*);/.exec(body!)![1],
    overrides: [...body!.matchAll(/(ascent|descent|line-gap)-override:\s*([^;]*);/g)].map(([, metric, value]) => `${metric} ${value}`),
  }));

/** fontsource's own faces for a package: file name to unicode-range. */
const upstream = (stylesheet: string) => new Map(faces(readFileSync(createRequire(import.meta.url).resolve(stylesheet), "utf8")).map(({ file, range }) => [file, range]));

describe("the font faces in every page's head", () => {
  const fontsource = new Map([...upstream("@fontsource-variable/inter/wght.css"), ...upstream("@fontsource-variable/noto-sans-arabic/wght.css")]);

  it("are Inter's Latin files on an English page, each with fontsource's own unicode-range and the theme's weights, 400 to 700", () => {
    const ours = faces(fontFacesStyleTag("en"));
    expect(ours.map(({ file }) => file)).toEqual(["inter-latin-ext-wght-normal.woff2", "inter-latin-wght-normal.woff2"]);
    for (const { file, range, weights, overrides } of ours) {
      expect(range, file).toBe(fontsource.get(file));
      expect(weights, file).toBe("400 700");
      expect(overrides, file).toEqual([]);
    }
  });

  it("add Noto Sans Arabic's Arabic file on an Arabic page, in the same family, for letters fontsource's file has, laid out with Inter's line metrics", () => {
    const ours = faces(fontFacesStyleTag("ar"));
    expect(ours.map(({ file }) => file)).toEqual(["inter-latin-ext-wght-normal.woff2", "inter-latin-wght-normal.woff2", "noto-sans-arabic-arabic-wght-normal.woff2"]);
    expect(new Set([...fontFacesStyleTag("ar").matchAll(/font-family: ([^;]+);/g)].map((match) => match[1])).size).toBe(1);
    const arabic = ours[2]!;
    const upstreamLetters = new Set(codePointsOf(fontsource.get(arabic.file)!));
    const letters = codePointsOf(arabic.range);
    expect(letters.filter((letter) => !upstreamLetters.has(letter))).toEqual([]);
    // The first and last letters of the Arabic alphabet, a mark, tatweel, the Arabic-Indic digits, the comma and question mark, the
    // letters for v and g in names, and the presentation form of lām-alif.
    for (const letter of [0x0621, 0x064a, 0x064b, 0x0640, 0x0660, 0x0669, 0x060c, 0x061f, 0x06a4, 0x06af, 0xfefb]) expect(letters, letter.toString(16)).toContain(letter);
    expect(arabic.weights).toBe("400 700");
    // Inter's ascender and descender, 1984 and 494 of its 2048 units.
    expect(arabic.overrides).toEqual(["ascent 96.875%", "descent 24.1211%", "line-gap 0%"]);
  });

  it("preload the files a page's first view draws with: Inter's Latin in English, Noto's Arabic and then Inter's Latin in Arabic", () => {
    const preloaded = (language: "en" | "ar") => [...fontPreloadTags(language).matchAll(/href="[^"]*\/([\w-]+?)-[\w-]{8}\.woff2"|href="[^"]*\/([\w-]+)\.woff2"/g)].map((match) => match[1] ?? match[2]);
    expect(preloaded("en")).toEqual(["inter-latin-wght-normal"]);
    expect(preloaded("ar")).toEqual(["noto-sans-arabic-arabic-wght-normal", "inter-latin-wght-normal"]);
  });
});
