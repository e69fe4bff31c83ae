/**
 * The pictures link previews show: the site's default share image and a page's own (meta.shareImage),
 * checked by the validator like every other picture and delivered with the size read from the file.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deliveredPage } from "../scripts/lib/deliveredPage.ts";
import { intrinsicSize } from "../scripts/lib/imageSize.ts";
import { root } from "../scripts/lib/paths.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { siteIn } from "../src/shared/site.ts";
import { shareImageFor } from "../src/seo/shareImage.ts";
import { socialTags } from "../src/seo/socialTags.ts";

const site = siteIn("en");

// Beside the validator's own fixture sites, so their "$schema" paths still reach schemas/.
const pagesDir = join(root, "tests", "fixtures", ".work", "share-image");
const publicDir = join(root, "tests", "fixtures", ".work", "share-image-public");

/** The PNG header image-size reads: signature and IHDR chunk, enough to state a picture's size. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), ihdr]);
}

/** The validator's fixture site, its about page naming `shareImage`, with a public/ holding a 640 x 320 PNG. */
function validateWithShareImage(shareImage: { src: string; alt: string }) {
  rmSync(pagesDir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
  cpSync(join(root, "tests", "fixtures", "validation", "_base"), pagesDir, { recursive: true });
  const file = join(pagesDir, "about-us.json");
  const page = JSON.parse(readFileSync(file, "utf8"));
  page.meta.shareImage = shareImage;
  writeFileSync(file, JSON.stringify(page, null, 2));
  mkdirSync(join(publicDir, "images", "share"), { recursive: true });
  writeFileSync(join(publicDir, "images", "share", "about.png"), pngHeader(640, 320));
  return validateProject({ pagesDir, publicDir });
}

describe("the site's default share image", () => {
  const file = join(root, "public", site.shareImage!.src);

  it("is a 1200 x 630 PNG (what Facebook, LinkedIn and X show uncropped), well under 150 KB", () => {
    expect(site.shareImage!.src).toMatch(/\.png$/);
    expect(intrinsicSize(file)).toEqual({ width: 1200, height: 630 });
    expect(statSync(file).size).toBeLessThan(150 * 1024);
  });

  it("reaches the site's code with that size, as the build reads it from the file", () => {
    expect(site.shareImage).toMatchObject({ width: 1200, height: 630 });
  });
});

describe("a page's own share image (meta.shareImage)", () => {
  it("replaces the default in the page's link preview, with its size read from its file", () => {
    const result = validateWithShareImage({ src: "/images/share/about.png", alt: "Our team in the Dubai office" });
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const page = deliveredPage(result.pages.find((record) => record.route === "/about-us")!);
    const image = shareImageFor(page, site);
    expect(image).toEqual({ url: "https://www.example.com/images/share/about.png", alt: "Our team in the Dubai office", width: 640, height: 320 });
  });

  it("must exist under public/images/", () => {
    const errors = validateWithShareImage({ src: "/images/share/missing.png", alt: "A picture" }).problems.map(formatProblem);
    expect(errors).toEqual([expect.stringContaining('/meta/shareImage/src  image "/images/share/missing.png" does not exist: add the file as')]);
  });

  it("may not be an SVG, which social networks do not show, and the message says which files will do", () => {
    const errors = validateWithShareImage({ src: "/images/about/team.svg", alt: "Our team" }).problems.map(formatProblem);
    expect(errors).toEqual([expect.stringContaining('/meta/shareImage/src  "/images/about/team.svg" is not a site image: use a path under /images/ ending in .png, .jpg or .webp')]);
  });
});

describe("a page with no share image at all (a site without a default)", () => {
  it("is shared as a small card, with no picture tags", () => {
    const page = { schemaVersion: 2, meta: { title: "About", description: "About us." }, blocks: [] } as never;
    const image = shareImageFor(page, { baseUrl: "https://www.example.com" });
    const tags = socialTags("About", "About us.", { type: "website", siteName: "Fixture Co", url: "https://www.example.com/about", locale: "en_US", image });
    expect(tags.map((tag) => tag.key).filter((key) => key.includes("image"))).toEqual([]);
    expect(tags).toContainEqual({ attribute: "name", key: "twitter:card", content: "summary" });
  });
});
