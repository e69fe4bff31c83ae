import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontFacesStyleTag } from "./fontFaces.ts";

/** Each @font-face of a stylesheet as [font file name, unicode-range without spaces]. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => [
    /url\(([^)]*)\)/.exec(body!)![1]!.split("/").pop()!.replace(/\?.*$/, ""),
    /unicode-range:\s*([^;]*);/.exec(body!)![1]!.replace(/\s/g, ""),
  ]);

describe("the font faces in every page's head", () => {
  it("give each Inter file the same unicode-range as fontsource's own stylesheet for it", () => {
    const fontsource = readFileSync(createRequire(import.meta.url).resolve("@fontsource-variable/inter/wght.css"), "utf8");
    const upstream = new Map(faces(fontsource).map(([file, range]) => [file, range]));
    const ours = faces(fontFacesStyleTag);
    expect(ours.map(([file]) => file)).toEqual(["inter-latin-ext-wght-normal.woff2", "inter-latin-wght-normal.woff2"]);
    for (const [file, range] of ours) expect(range, file).toBe(upstream.get(file!));
  });
});
