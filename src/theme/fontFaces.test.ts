import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontFacesStyleTag, fontPreloadTag } from "./fontFaces.ts";

/** Each @font-face of a stylesheet as [font file name, unicode-range without spaces]. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => [
    /url\(([^)]*)\)/.exec(body!)![1]!.split("/").pop()!.replace(/\?.*$/, ""),
    /unicode-range:\s*([^;]*);/.exec(body!)![1]!.replace(/\s/g, ""),
  ]);

/** fontsource's own faces for a package: file name to unicode-range. */
const upstream = (stylesheet: string) => new Map(faces(readFileSync(createRequire(import.meta.url).resolve(stylesheet), "utf8")).map(([file, range]) => [file, range]));

describe("the font faces in every page's head", () => {
  const fontsource = new Map([...upstream("@fontsource-variable/inter/wght.css"), ...upstream("@fontsource-variable/noto-sans-arabic/wght.css")]);

  it("are Inter's Latin files on an English page, each with fontsource's own unicode-range", () => {
    const ours = faces(fontFacesStyleTag("en"));
    expect(ours.map(([file]) => file)).toEqual(["inter-latin-ext-wght-normal.woff2", "inter-latin-wght-normal.woff2"]);
    for (const [file, range] of ours) expect(range, file).toBe(fontsource.get(file!));
  });

  it("add Noto Sans Arabic's Arabic file on an Arabic page, in the same family, with fontsource's unicode-range", () => {
    const ours = faces(fontFacesStyleTag("ar"));
    expect(ours.map(([file]) => file)).toEqual(["inter-latin-ext-wght-normal.woff2", "inter-latin-wght-normal.woff2", "noto-sans-arabic-arabic-wght-normal.woff2"]);
    for (const [file, range] of ours) expect(range, file).toBe(fontsource.get(file!));
    expect(new Set([...fontFacesStyleTag("ar").matchAll(/font-family: ([^;]+);/g)].map((match) => match[1])).size).toBe(1);
  });

  it("preload the file most of the page's text needs: Inter's Latin in English, Noto's Arabic in Arabic", () => {
    expect(fontPreloadTag("en")).toMatch(/href="[^"]*inter-latin-wght-normal[^"]*\.woff2"/);
    expect(fontPreloadTag("ar")).toMatch(/href="[^"]*noto-sans-arabic-arabic-wght-normal[^"]*\.woff2"/);
  });
});
