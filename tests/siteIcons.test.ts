// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
/**
 * The site's icon as browsers, phones and search engines find it in the built site (npm run check runs
 * this after npm run build): real files linked from every page's head, each of the size it claims,
 * and a web app manifest naming the company, its colours and its icons.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { distDir } from "../scripts/lib/paths.ts";
import { siteIn } from "../src/shared/site.ts";
import { browserChrome } from "../src/theme/palette.ts";
import { builtPages, expectABuiltSite } from "./builtPages.ts";

const site = siteIn("en");

const builtFile = (address: string) => readFileSync(join(distDir, address));

/** The picture a built file draws, as image-size reads it: its format and its size in pixels. */
const drawn = (address: string) => {
  const { type, width, height } = imageSize(builtFile(address));
  return { type, size: `${width}x${height}` };
};

describe("every page's head", () => {
  const pages = builtPages();
  const linked = (document: Document, rel: string) => document.querySelector(`head link[rel="${rel}"]`)?.getAttribute("href");

  it("links the tab icon, the Apple touch icon and the web app manifest as files of the site, never data: addresses", () => {
    expectABuiltSite(pages);
    for (const { name, document } of pages) {
      expect([linked(document, "icon"), linked(document, "apple-touch-icon"), linked(document, "manifest")], name).toEqual([
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/site.webmanifest",
      ]);
      expect(document.querySelector('head link[rel="icon"]')?.getAttribute("type"), name).toBe("image/svg+xml");
    }
  });
});

describe("the icon files", () => {
  it("are a vector tab icon and a 180 px square PNG for iOS home screens", () => {
    expect(builtFile("favicon.svg").toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(drawn("apple-touch-icon.png")).toEqual({ type: "png", size: "180x180" });
  });
});

describe("the web app manifest", () => {
  const manifest = JSON.parse(builtFile("site.webmanifest").toString());

  it("names the company, with its description and the colours of the light scheme", () => {
    expect(manifest).toMatchObject({
      name: site.company.name,
      description: site.company.tagline,
      start_url: "/",
      theme_color: browserChrome.light,
      background_color: "#ffffff",
    });
  });

  it("lists icons for Android's home and splash screens (192 and 512 px), each a file of the size it states", () => {
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const { src, sizes, type } of manifest.icons as { src: string; sizes: string; type: string }[]) {
      if (type === "image/svg+xml") expect(sizes, src).toBe("any");
      else expect(drawn(src.slice(1)), src).toEqual({ type: "png", size: sizes });
    }
  });
});
