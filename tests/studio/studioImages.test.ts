import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioImage } from "../../src/studio/studioApi.ts";
import { pictureFileName } from "../../scripts/lib/studio/storePicture.ts";
import { STUDIO_PORT, studioOrigin, studioSite } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
beforeEach(async () => {
  site = await studioSite("studio-images");
});

const upload = (bytes: Buffer, type: string, fileName: string, folder?: string) =>
  site.request("POST", "/_studio/api/images", {
    payload: bytes,
    headers: { "content-type": type, "x-file-name": encodeURIComponent(fileName), ...(folder === undefined ? {} : { "x-folder": folder }) },
  });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
const svg = (inside = "") => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30">${inside}<rect width="40" height="30"/></svg>`);
const stored = (name: string) => join(site.publicDir, "images", name);

describe("uploading a picture from the studio", () => {
  it("stores a picture under public/images/ and answers with its address and size", async () => {
    const response = await upload(await png(640, 480), "image/png", "team.png");
    expect(response.statusCode).toBe(201);
    expect(response.json<StudioImage>()).toEqual({ src: "/images/team.png", width: 640, height: 480, bytes: readFileSync(stored("team.png")).length });
    const listed = (await site.request("GET", "/_studio/api/images")).json<StudioImage[]>();
    expect(listed).toContainEqual(response.json());
  });

  it("refuses with 413 a picture over 2 MB, saying how big it is, and stores nothing", async () => {
    const big = Buffer.alloc(Math.floor(3.4 * 1024 * 1024));
    const response = await upload(big, "image/png", "holiday.png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "holiday.png is 3.4 MB; a picture may be at most 2 MB. Make it smaller and upload it again." });
    expect(existsSync(stored("holiday.png"))).toBe(false);
  });

  it("refuses with 413 a picture over 2 MB sent without saying its length, reading no more than 2 MB of it", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024);
    const response = await site.api.inject({
      method: "POST",
      url: "/_studio/api/images",
      headers: { host: `localhost:${STUDIO_PORT}`, origin: studioOrigin, "content-type": "image/png", "x-file-name": "stream.png" },
      payload: Readable.from([big.subarray(0, 1024 * 1024), big.subarray(1024 * 1024)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe("the picture is over 2 MB; a picture may be at most 2 MB. Make it smaller and upload it again.");
    expect(existsSync(stored("stream.png"))).toBe(false);
  });

  it("refuses with 422 an SVG that could run code, saying what it holds, and stores nothing", async () => {
    const cases = [
      ["<script>alert(1)</script>", "a <script>"],
      ['<rect onload="alert(1)" width="1" height="1"/>', "an event attribute"],
      ['<a href="javascript:alert(1)"><text>x</text></a>', "a javascript: address"],
      ['<a href="jav&#x61;script:alert(1)"><text>x</text></a>', "a javascript: address"],
      ["<foreignObject><div>html</div></foreignObject>", "a <foreignObject>"],
    ];
    for (const [inside, what] of cases) {
      const response = await upload(svg(inside), "image/svg+xml", "logo.svg");
      expect(response.statusCode, inside).toBe(422);
      expect(response.json().error).toContain(`logo.svg contains ${what}`);
    }
    expect(existsSync(stored("logo.svg"))).toBe(false);
  });

  it("stores an SVG without scripts, with the size its viewBox gives", async () => {
    const response = await upload(svg('<text x="1" y="10">Only text, one = 1</text>'), "image/svg+xml", "logo.svg");
    expect(response.statusCode).toBe(201);
    expect(response.json<StudioImage>()).toMatchObject({ src: "/images/logo.svg", width: 40, height: 30 });
  });

  it("scales a picture wider than 2,000 px down to 2,000 px wide, keeping its proportions and format", async () => {
    const response = await upload(await png(3000, 1500), "image/png", "banner.png");
    expect(response.statusCode).toBe(201);
    expect(response.json<StudioImage>()).toMatchObject({ src: "/images/banner.png", width: 2000, height: 1000 });
    const metadata = await sharp(readFileSync(stored("banner.png"))).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 2000, height: 1000 });
  });

  it("measures a phone photo as it is shown: stored on its side with a note to turn it, it is turned, then scaled", async () => {
    const sideways = await sharp({ create: { width: 1200, height: 2400, channels: 3, background: "#16a34a" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(sideways, "image/jpeg", "office.jpg");
    expect(response.json<StudioImage>()).toMatchObject({ src: "/images/office.jpg", width: 2000, height: 1000 });
  });

  it("never replaces a picture that is there: the new one gets a name of its own", async () => {
    const first = (await upload(await png(10, 10), "image/png", "team.png")).json<StudioImage>();
    const second = (await upload(await png(20, 20), "image/png", "Team.PNG")).json<StudioImage>();
    const third = (await upload(await png(30, 30), "image/png", "team.png")).json<StudioImage>();
    expect([first.src, second.src, third.src]).toEqual(["/images/team.png", "/images/team-2.png", "/images/team-3.png"]);
    expect((await sharp(readFileSync(stored("team.png"))).metadata()).width).toBe(10);
  });

  it("stores into a folder under images/, creating it", async () => {
    const response = await upload(svg(), "image/svg+xml", "cloud.svg", "services/new");
    expect(response.statusCode).toBe(201);
    expect(response.json<StudioImage>().src).toBe("/images/services/new/cloud.svg");
    expect(readdirSync(join(site.publicDir, "images", "services", "new"))).toEqual(["cloud.svg"]);
  });

  it("refuses a file that is not the picture its type says (422) and a type that is no picture the site uses (415)", async () => {
    const notPng = await upload(svg(), "image/png", "fake.png");
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json().error).toBe("fake.png is not in PNG format, as its name says, but in SVG: rename it to end in .svg and upload it again.");
    const tiff = await upload(Buffer.from("II*\0"), "image/tiff", "scan.tiff");
    expect(tiff.statusCode).toBe(415);
    expect(tiff.json().error).toBe("This file is not a picture the site can show: upload a PNG, JPEG, WebP, GIF, AVIF or SVG file.");
    expect((await upload(Buffer.from("<html></html>"), "image/svg+xml", "page.svg")).statusCode).toBe(422);
  });
});

describe("a stored picture's name", () => {
  it("is lowercase letters, digits, '-' and '.', without folders, ending as its type does", () => {
    expect(pictureFileName("../My Photo (1).PNG", "image/png")).toBe("my-photo-1.png");
    expect(pictureFileName("C:\\Users\\ana\\Café Ünïcode.jpeg", "image/jpeg")).toBe("cafe-unicode.jpeg");
    expect(pictureFileName("logo.v2.svg", "image/svg+xml")).toBe("logo.v2.svg");
    expect(pictureFileName(".htaccess", "image/png")).toBe("htaccess.png");
    expect(pictureFileName("photo.gif", "image/webp")).toBe("photo.webp");
    expect(pictureFileName("", "image/avif")).toBe("picture.avif");
  });
});
