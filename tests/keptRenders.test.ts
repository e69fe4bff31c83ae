import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keptRendersFile } from "../scripts/lib/content/keptRenders.ts";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { distDir, root, ssrDistDir } from "../scripts/lib/paths.ts";

/**
 * The content step keeps each address's render for the next (scripts/lib/content/keptRenders.ts): a
 * change to one page renders that page alone, a change every page shows renders them all, and the
 * site written either way is byte for byte the site a content step from nothing writes.
 */
const folder = mkdtempSync(join(tmpdir(), "kept-renders-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of the project's build and pages, where the content step runs on its own (as a publish's does). */
function copyOfTheSite(name: string) {
  const site = join(folder, name);
  cpSync(distDir, join(site, "dist"), { recursive: true });
  cpSync(ssrDistDir, join(site, "dist-ssr"), { recursive: true });
  cpSync(join(root, "pages"), join(site, "pages"), { recursive: true });
  // Beside the pages, as in the project: the pages' "$schema" paths lead there.
  symlinkSync(join(root, "schemas"), join(site, "schemas"));
  // The server bundle leaves out the libraries, which Node finds in a node_modules folder above it.
  symlinkSync(join(root, "node_modules"), join(site, "node_modules"));
  const prerender = () =>
    execFileSync(process.execPath, [join(root, "scripts", "prerender.ts")], {
      env: { ...process.env, PAGES_DIR: join(site, "pages"), DIST_DIR: join(site, "dist"), SSR_DIST_DIR: join(site, "dist-ssr") },
      encoding: "utf8",
    });
  const change = (file: string, edit: (value: Record<string, any>) => void) => {
    const path = join(site, "pages", file);
    const value = JSON.parse(readFileSync(path, "utf8"));
    edit(value);
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  };
  const builtFiles = () => new Map(listFilesRecursively(join(site, "dist")).filter((file) => /\.(html|xml|txt|json|js)$/.test(file)).map((file) => [relative(join(site, "dist"), file), readFileSync(file, "utf8")]));
  return { site, prerender, change, builtFiles };
}

// Each test copies the built site and runs the content step two or three times (seconds each, more beside other tests).
describe("renders kept from one content step to the next", { timeout: 90_000 }, () => {
  it("a change to one page renders that page alone, and the site is the one a content step from nothing writes", () => {
    expect(existsSync(join(ssrDistDir, "entry-server.js")), "run npm run build first").toBe(true);
    const kept = copyOfTheSite("kept");
    kept.prerender();
    kept.change("index.json", (home) => (home.blocks[0].heading = "A heading changed since the build before"));
    expect(kept.prerender()).toMatch(/^prerendered (\d+) addresses \(1 rendered, \d+ unchanged since the build before\) and the 404 pages/m);

    const fresh = copyOfTheSite("fresh");
    rmSync(join(fresh.site, "dist-ssr", keptRendersFile), { force: true });
    fresh.change("index.json", (home) => (home.blocks[0].heading = "A heading changed since the build before"));
    expect(fresh.prerender()).toMatch(/^prerendered \d+ addresses and the 404 pages/m);

    const [keptFiles, freshFiles] = [kept.builtFiles(), fresh.builtFiles()];
    expect(keptFiles.get("index.html")).toContain("A heading changed since the build before");
    expect([...keptFiles.keys()].sort()).toEqual([...freshFiles.keys()].sort());
    const differing = [...keptFiles].filter(([name, text]) => freshFiles.get(name) !== text).map(([name]) => name);
    expect(differing).toEqual([]);
  });

  it("a change to the site file, which every page shows, renders every page", () => {
    const site = copyOfTheSite("site-file");
    site.prerender();
    site.change("_site.json", (value) => (value.company.tagline = "A tagline changed since the build before"));
    const said = site.prerender();
    expect(said).toMatch(/^prerendered \d+ addresses and the 404 pages/m);
    expect(site.builtFiles().get("about-us/index.html")).toContain("A tagline changed since the build before");
  });
});
