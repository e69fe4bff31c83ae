import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeLinearity } from "../scripts/lib/benchScale/linearity.ts";
import { writeSyntheticPages } from "../scripts/lib/benchScale/syntheticPages.ts";
import { listJsonFiles } from "../scripts/lib/pageFiles.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { root, slashedPath } from "../scripts/lib/paths.ts";
import { contentSpecifiers } from "../scripts/lib/content/contentSpecifiers.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

const temp = mkdtempSync(join(tmpdir(), "bench-scale-test-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const synthetic = join(temp, "pages");
const site = writeSyntheticPages(synthetic, 20);

describe("synthetic pages for npm run bench:scale", () => {
  it("pass the real validator without an error or a warning", () => {
    const result = validateProject({ pagesDir: synthetic });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.pages).toHaveLength(20);
    expect(site).toEqual({ pages: 20, addresses: 20 + result.pages.reduce((sum, page) => sum + page.aliases.length, 0) });
  });

  it("are a site worth timing: nested folders, aliases, links between pages, pictures and most block types", () => {
    const { pages } = validateProject({ pagesDir: synthetic });
    expect(Math.max(...listJsonFiles(synthetic).map((file) => file.split("/").length))).toBeGreaterThanOrEqual(3);
    expect(pages.some((page) => page.aliases.length)).toBe(true);
    expect(pages.flatMap((page) => page.images).length).toBeGreaterThan(20);
    const text = listJsonFiles(synthetic).map((file) => readFileSync(join(synthetic, file), "utf8")).join("\n");
    expect(text).toMatch(/"href": "\/[a-z-]+\/[^"]+#overview"/);
    expect(new Set(pages.flatMap((page) => page.page.blocks.map((block) => block.type))).size).toBeGreaterThanOrEqual(10);
  });

  it("are the same for the same seed and differ between pages", () => {
    const again = join(temp, "again");
    writeSyntheticPages(again, 20);
    const files = listJsonFiles(synthetic);
    expect(listJsonFiles(again)).toEqual(files);
    expect(files.map((file) => readFileSync(join(again, file), "utf8"))).toEqual(files.map((file) => readFileSync(join(synthetic, file), "utf8")));
    const titles = validateProject({ pagesDir: synthetic }).pages.map((page) => page.page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("the linearity judgement", () => {
  it("calls growth linear when the per-page cost does not rise (fixed start-up costs make small sizes dearer)", () => {
    const judgement = judgeLinearity([
      { pages: 100, ms: 1_200 },
      { pages: 1_000, ms: 3_000 },
      { pages: 5_000, ms: 11_000 },
    ]);
    expect(judgement?.linear).toBe(true);
    expect(judgement?.comparedWith).toBe(1_000);
    expect(judgement?.ratio).toBeCloseTo(0.733, 2);
  });

  it("calls quadratic growth not linear", () => {
    expect(judgeLinearity([{ pages: 100, ms: 10 }, { pages: 1_000, ms: 1_000 }, { pages: 5_000, ms: 25_000 }])?.linear).toBe(false);
  });

  it("allows some noise, up to 1.5 times the per-page cost", () => {
    expect(judgeLinearity([{ pages: 1_000, ms: 1_000 }, { pages: 5_000, ms: 7_400 }])?.linear).toBe(true);
    expect(judgeLinearity([{ pages: 1_000, ms: 1_000 }, { pages: 5_000, ms: 7_600 }])?.linear).toBe(false);
  });

  it("has nothing to judge with one size", () => {
    expect(judgeLinearity([{ pages: 1_000, ms: 1_000 }])).toBeUndefined();
  });
});

describe("PAGES_DIR, DIST_DIR and SSR_DIST_DIR", () => {
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: { ...process.env, ...env } });

  it("point npm run validate at another pages folder", () => {
    const validated = run([join(root, "scripts", "validate.ts")], { PAGES_DIR: synthetic });
    expect(validated.stdout).toMatch(/^20 pages valid \(\d+ ms\)/);
    expect(validated.status).toBe(0);
  });

  it("point the build's output folders elsewhere, and default to the project's own", () => {
    const script = `import("${join(root, "scripts", "lib", "paths.ts")}").then((paths) => console.log(JSON.stringify(paths)))`;
    const moved = JSON.parse(run(["-e", script], { PAGES_DIR: synthetic, DIST_DIR: join(temp, "out"), SSR_DIST_DIR: join(temp, "out-ssr") }).stdout);
    expect(moved).toMatchObject({ pagesDir: synthetic, distDir: join(temp, "out"), ssrDistDir: join(temp, "out-ssr") });
    const own = JSON.parse(run(["-e", script], { PAGES_DIR: "", DIST_DIR: "", SSR_DIST_DIR: "" }).stdout);
    expect(own).toMatchObject({ pagesDir: join(root, "pages"), distDir: join(root, "dist"), ssrDistDir: join(root, "dist-ssr") });
  });

  // The synthetic pages with the site file broken (the company's name a number): the project's own
  // pages are valid, so only a step that reads PAGES_DIR reports it.
  const broken = join(temp, "broken");
  const brokenProblems = () => {
    cpSync(synthetic, broken, { recursive: true });
    const siteFile = join(broken, "_site.json");
    const site = JSON.parse(readFileSync(join(synthetic, "_site.json"), "utf8")) as { company: object };
    writeFileSync(siteFile, JSON.stringify({ ...site, company: { ...site.company, name: 42 } }, null, 2));
    const problems = validateProject({ pagesDir: broken }).problems.map(formatProblem);
    expect(problems).toEqual([`${slashedPath(root, siteFile)}:4:13  /company/name  must be string`]);
    return `1 problem in page files; the site was not built:\n${problems[0]}`;
  };

  it("reach the Vite build: its output folder comes from them, a broken page there stops it, and it leaves the content to the content step", () => {
    const stopped = brokenProblems();
    const script = `Promise.all([import("vite"), import(${JSON.stringify(join(root, "scripts", "vitePages.ts"))})]).then(async ([{ resolveConfig }, { pagesPlugin }]) => {
      const config = await resolveConfig({ root: ${JSON.stringify(root)} }, "build");
      const plugin = pagesPlugin();
      const content = ["virtual:pages", "virtual:site-header", "virtual:site"].map((id) => plugin.resolveId.call({}, id));
      let error = null;
      try { plugin.buildStart.call({ error: (message) => { throw new Error(message); } }); } catch (thrown) { error = thrown.message; }
      console.log(JSON.stringify({ outDir: config.build.outDir, content, error }));
    })`;
    const built = run(["-e", script], { PAGES_DIR: broken, DIST_DIR: join(temp, "out") });
    expect(JSON.parse(built.stdout.trim().split("\n").at(-1)!)).toEqual({
      outDir: join(temp, "out"),
      content: Object.values(contentSpecifiers).map((specifier) => ({ id: specifier, external: true })),
      error: stopped,
    });
  });

  it("reach the content step, which writes the site's content: a broken site file in PAGES_DIR stops it before it writes into DIST_DIR or SSR_DIST_DIR", () => {
    const stopped = brokenProblems();
    // A page template where the client build leaves it: all the content step reads of DIST_DIR before the pages.
    const dist = join(temp, "content-out");
    const ssrDist = join(temp, "content-out-ssr");
    mkdirSync(ssrDist, { recursive: true });
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, "index.html"), "<!doctype html>\n");
    const prerendered = run([join(root, "scripts", "prerender.ts")], { PAGES_DIR: broken, DIST_DIR: dist, SSR_DIST_DIR: ssrDist });
    expect(prerendered.stderr).toContain(stopped);
    expect(prerendered.status).toBe(1);
    // Stopped before writing anything.
    expect(readdirSync(dist)).toEqual(["index.html"]);
    expect(readdirSync(ssrDist)).toEqual([]);
  });
});
