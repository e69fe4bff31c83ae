import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSiteBuilds, type SiteBuild } from "../../scripts/lib/studio/publish/siteBuilds.ts";

/**
 * The live site's builds (scripts/lib/studio/publish/siteBuilds.ts): a new build links the code and
 * the content that recent builds' pages use, never a page of the old build, and swaps in one step.
 */
const folder = mkdtempSync(join(tmpdir(), "site-builds-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A site's content as the content step writes it, in each language: its home page's import map, its route table and page module. */
function writeContent(dist: string, version: string) {
  for (const [home, language, pages] of [["", "en", ""], ["ar/", "ar", "ar/"]] as const) {
    const imports = { "#site-content/routes": `/assets/content/routes-${language}-${version}.js`, "#site-content/header": `/assets/content/header-${language}-${version}.js`, "#site-content/site": `/assets/content/site-${language}-same.js` };
    write(join(dist, home, "index.html"), `<html><head><script type="importmap">${JSON.stringify({ imports })}</script><meta name="search-index" content="/assets/search-index-${language}-${version}.json"></head><body>${version}</body></html>`);
    write(join(dist, home, "about-us", "index.html"), `<html><body>About, ${version}</body></html>`);
    write(join(dist, `assets/content/routes-${language}-${version}.js`), `export const routes = [{ load: () => import("./pages/${pages}about-us-${version}.js") }];`);
    write(join(dist, `assets/content/pages/${pages}about-us-${version}.js`), `export default "${version}";`);
    write(join(dist, `assets/content/header-${language}-${version}.js`), "");
    write(join(dist, `assets/content/site-${language}-same.js`), "");
    write(join(dist, `assets/search-index-${language}-${version}.json`), "{}");
  }
}

const codeDist = join(folder, "dist");
const codeSsr = join(folder, "dist-ssr");
write(join(codeDist, ".build-complete"), "built\n");
write(join(codeDist, "assets/app-1.js"), "the app");
write(join(codeDist, "assets/content/pages/forgotten-0.js"), "no page uses this");
writeContent(codeDist, "v0");
write(join(codeSsr, "entry-server.js"), "the server bundle");
const publicDir = join(folder, "public");
write(join(publicDir, "images/team.png"), "a picture");

describe("the live site's builds", () => {
  it("link the code, the public files and the content recent pages use into a new build, swap it in, and forget content no kept build uses", async () => {
    const builds = await openSiteBuilds({ folder: join(folder, "builds"), codeDist, codeSsr, keep: 1 });
    expect(builds.current()).toBe(codeDist);
    expect(builds.servedCommit()).toBeUndefined();

    const publish = async (version: string) => {
      const build: SiteBuild = await builds.prepare(publicDir);
      writeContent(build.dist, version);
      await builds.swap(build, `commit-${version}`);
      return build;
    };
    const first = await publish("v1");
    expect(builds.current()).toBe(first.dist);
    expect(builds.servedCommit()).toBe("commit-v1");
    expect(readFileSync(join(first.dist, "assets/app-1.js"), "utf8")).toBe("the app");
    expect(readFileSync(join(first.dist, "images/team.png"), "utf8")).toBe("a picture");
    expect(readFileSync(join(first.ssr, "entry-server.js"), "utf8")).toBe("the server bundle");
    // The content the served site's pages use, in each language, is carried over; what no page uses is not.
    expect(existsSync(join(first.dist, "assets/content/pages/about-us-v0.js"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/search-index-en-v0.json"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/content/pages/ar/about-us-v0.js"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/content/routes-ar-v0.js"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/content/header-ar-v0.js"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/search-index-ar-v0.json"))).toBe(true);
    expect(existsSync(join(first.dist, "assets/content/pages/forgotten-0.js"))).toBe(false);

    const second = await publish("v2");
    expect(readFileSync(join(second.dist, "index.html"), "utf8")).toContain("v2");
    expect(existsSync(join(second.dist, "assets/content/pages/about-us-v1.js"))).toBe(true);
    expect(existsSync(join(second.dist, "assets/content/pages/about-us-v0.js"))).toBe(true);

    // With one build kept beside the current one, the content of three publishes ago goes.
    const third = await publish("v3");
    expect(existsSync(join(third.dist, "assets/content/pages/about-us-v2.js"))).toBe(true);
    expect(existsSync(join(third.dist, "assets/content/pages/about-us-v1.js"))).toBe(true);
    expect(existsSync(join(third.dist, "assets/content/pages/about-us-v0.js"))).toBe(false);
    expect(existsSync(join(third.dist, "assets/content/pages/ar/about-us-v1.js"))).toBe(true);
    expect(existsSync(join(third.dist, "assets/content/pages/ar/about-us-v0.js"))).toBe(false);
    expect(existsSync(first.dist)).toBe(false);

    // A server started again serves the last publish, and removes a build it was killed making.
    const halfMade = await builds.prepare(publicDir);
    const again = await openSiteBuilds({ folder: join(folder, "builds"), codeDist, codeSsr, keep: 1 });
    expect(again.current()).toBe(third.dist);
    expect(again.servedCommit()).toBe("commit-v3");
    expect(existsSync(halfMade.dist)).toBe(false);
  });

  it("serve the code build again once the code is built anew (a deploy): a build made with other code is not served", async () => {
    write(join(codeDist, ".build-complete"), "built again\n");
    const builds = await openSiteBuilds({ folder: join(folder, "builds"), codeDist, codeSsr, keep: 1 });
    expect(builds.current()).toBe(codeDist);
    expect(builds.servedCommit()).toBeUndefined();
  });
});
