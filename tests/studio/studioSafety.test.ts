import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioFile } from "../../src/studio/studioApi.ts";
import { STUDIO_PORT, studioSite } from "./studioSite.ts";

let site: Awaited<ReturnType<typeof studioSite>>;
let index: StudioFile;
beforeEach(async () => {
  site = await studioSite("studio-safety");
  index = (await site.request("GET", "/_studio/api/file?path=pages/index.json")).json<StudioFile>();
});

const edited = () => ({ ...JSON.parse(index.text), meta: { title: "Hijacked", description: "Written by another site." } });
/** What a save of the home page writes, sent with `headers` over the studio's own. */
const saveIndex = (headers: Record<string, string> = {}, path = "pages/index.json") => site.request("PUT", "/_studio/api/file", { body: { path, value: edited(), version: index.version }, headers });
const unchanged = () => expect(site.read("pages/index.json")).toBe(index.text);

describe("the studio's endpoint answers only the studio's own page", () => {
  it("refuses with 403 a save from another site's page, and writes nothing", async () => {
    const response = await saveIndex({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("the studio changes files only for its own page, not for https://evil.example");
    unchanged();
  });

  it("refuses with 403 a save that does not say where it comes from, or comes from another port of this machine", async () => {
    const body = JSON.stringify({ path: "pages/index.json", value: edited(), version: index.version });
    const noOrigin = await site.api.inject({ method: "PUT", url: "/_studio/api/file", headers: { host: `localhost:${STUDIO_PORT}`, "content-type": "application/json" }, payload: body });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().error).toContain("this request did not say where it came from (no Origin)");
    expect((await saveIndex({ origin: "http://localhost:3000" })).statusCode).toBe(403);
    unchanged();
  });

  it("refuses with 403 every change from another site: a new page, a check, a picture", async () => {
    const origin = { origin: "https://evil.example" };
    expect((await site.request("POST", "/_studio/api/pages", { body: { route: "/evil", title: "Evil" }, headers: origin })).statusCode).toBe(403);
    expect((await site.request("POST", "/_studio/api/check", { body: { path: "pages/index.json", value: {} }, headers: origin })).statusCode).toBe(403);
    const picture = await site.request("POST", "/_studio/api/images", {
      payload: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>"),
      headers: { ...origin, "content-type": "image/svg+xml", "x-file-name": "evil.svg" },
    });
    expect(picture.statusCode).toBe(403);
    expect(existsSync(join(site.pagesDir, "evil.json"))).toBe(false);
    expect(existsSync(join(site.publicDir, "images", "evil.svg"))).toBe(false);
  });

  it("refuses with 403 a request addressed to another host name (DNS rebinding) or port", async () => {
    for (const host of ["evil.example", `evil.example:${STUDIO_PORT}`, "localhost:9999", `192.168.1.20:${STUDIO_PORT}`]) {
      const response = await site.request("GET", "/_studio/api/pages", { headers: { host } });
      expect(response.statusCode, host).toBe(403);
      expect(response.json().error).toContain("the studio answers only at its own address");
    }
    expect((await saveIndex({ host: "evil.example" })).statusCode).toBe(403);
    unchanged();
  });

  it("answers at 127.0.0.1 and [::1] as at localhost", async () => {
    for (const host of [`127.0.0.1:${STUDIO_PORT}`, `[::1]:${STUDIO_PORT}`]) {
      expect((await site.request("GET", "/_studio/api/pages", { headers: { host } })).statusCode, host).toBe(200);
    }
    expect((await saveIndex({ host: `127.0.0.1:${STUDIO_PORT}`, origin: `http://127.0.0.1:${STUDIO_PORT}` })).statusCode).toBe(200);
  });

  it("refuses with 403 a read the browser marks as coming from another site", async () => {
    const response = await site.request("GET", "/_studio/api/file?path=pages/index.json", { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(403);
    expect((await site.request("GET", "/_studio/api/pages", { headers: { "sec-fetch-site": "same-origin" } })).statusCode).toBe(200);
  });

  it("refuses with 415 a body sent as a form or as plain text (what another site may post without asking), and writes nothing", async () => {
    const body = JSON.stringify({ path: "pages/index.json", value: edited(), version: index.version });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await site.request("PUT", "/_studio/api/file", { payload: body, headers: { "content-type": type } });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error).toContain("this address takes application/json");
    }
    unchanged();
  });
});

describe("the studio's endpoint touches only files under pages/ and public/images/", () => {
  const outside = () => join(site.dir, "package.json");
  beforeEach(() => writeFileSync(outside(), '{ "name": "not a page" }\n'));

  it("refuses with 400 a path that leads out of pages/ or is not a page file, and writes nothing", async () => {
    const paths = [
      "../package.json",
      "pages/../package.json",
      "pages/../../package.json",
      "/etc/passwd",
      join(site.pagesDir, "index.json"),
      "pages\\index.json",
      "pages/index.json\0",
      "pages/.index.json",
      "pages//index.json",
      "pages/index.txt",
      "package.json",
      "schemas/page.schema.json",
    ];
    for (const path of paths) {
      const save = await saveIndex({}, path);
      expect(save.statusCode, path).toBe(400);
      expect(save.json().error).toContain("the studio reads and writes only .json files under pages/");
      expect((await site.request("GET", `/_studio/api/file?path=${encodeURIComponent(path)}`)).statusCode, path).toBe(400);
      expect((await site.request("POST", "/_studio/api/check", { body: { path, value: edited() } })).statusCode, path).toBe(400);
    }
    expect(readFileSync(outside(), "utf8")).toBe('{ "name": "not a page" }\n');
    expect(readdirSync(site.dir).sort()).toEqual(["package.json", "pages", "public"]);
    unchanged();
  });

  it("refuses with 400 a page file or folder that is a symlink leading out of pages/", async () => {
    symlinkSync(outside(), join(site.pagesDir, "linked.json"));
    mkdirSync(join(site.dir, "elsewhere"));
    symlinkSync(join(site.dir, "elsewhere"), join(site.pagesDir, "linked-folder"));
    const viaFile = await site.request("PUT", "/_studio/api/file", { body: { path: "pages/linked.json", value: { name: "changed" }, version: "x" } });
    expect(viaFile.statusCode).toBe(400);
    expect((await site.request("GET", "/_studio/api/file?path=pages/linked.json")).statusCode).toBe(400);
    const viaFolder = await site.request("POST", "/_studio/api/pages", { body: { route: "/linked-folder/page", title: "Page" } });
    expect(viaFolder.statusCode).toBe(400);
    expect(existsSync(join(site.dir, "elsewhere", "page.json"))).toBe(false);
    expect(readFileSync(outside(), "utf8")).toBe('{ "name": "not a page" }\n');
  });

  it("refuses with 400 a new page whose address climbs out of pages/, and writes nothing", async () => {
    const response = await site.request("POST", "/_studio/api/pages", { body: { route: "/../package", title: "Package" } });
    expect(response.statusCode).toBe(400);
    expect(readFileSync(outside(), "utf8")).toBe('{ "name": "not a page" }\n');
    expect(existsSync(join(site.dir, "package.json.json"))).toBe(false);
  });

  it("refuses with 400 a picture folder outside public/images/, and stores nothing", async () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/>");
    for (const folder of ["..", "../../pages", "/tmp", "services\\x", "Services", ".hidden"]) {
      const response = await site.request("POST", "/_studio/api/images", { payload: svg, headers: { "content-type": "image/svg+xml", "x-file-name": "logo.svg", "x-folder": folder } });
      expect(response.statusCode, folder).toBe(400);
    }
    expect(existsSync(join(site.publicDir, "logo.svg"))).toBe(false);
    expect(existsSync(join(site.pagesDir, "logo.svg"))).toBe(false);
  });
});
