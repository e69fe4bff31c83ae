/**
 * The JSON-LD of every built page, judged by an outside checker as search engines would read it:
 * structured-data-testing-tool with its Google preset, the properties Google's rich results ask of
 * an Organization, an Article… (npm run check runs this after the build). A failed test or a warning
 * fails, named with its page.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { distDir } from "../scripts/lib/paths.ts";
import { siteIn } from "../src/shared/site.ts";

const site = siteIn("en");

/** What the tool reports of one document (it has no types of its own). */
interface ToolResult {
  passed: ToolTest[];
  failed: ToolTest[];
  warnings: ToolTest[];
  /** The schema.org types it found ("Organization", "Article"…). */
  schemas: string[];
}
interface ToolTest {
  test: string;
  error?: { message: string };
}

const require = createRequire(import.meta.url);
const { structuredDataTest } = require("structured-data-testing-tool") as { structuredDataTest: (html: string, options: { presets: unknown[] }) => Promise<ToolResult> };
const { Google } = require("structured-data-testing-tool/presets") as { Google: unknown };

/** Google's rules on the structured data of one HTML document; the tool rejects with the same report when a test fails. */
async function googleRules(html: string): Promise<ToolResult> {
  try {
    return await structuredDataTest(html, { presets: [Google] });
  } catch (error) {
    const failure = error as { type?: string; res?: ToolResult };
    if (failure.type === "VALIDATION_FAILED" && failure.res) return failure.res;
    throw error;
  }
}

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!));

const pages = (existsSync(distDir) ? listFilesRecursively(distDir) : [])
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ name: relative(distDir, file), html: readFileSync(file, "utf8") }))
  .filter(({ html }) => html.includes('<script type="application/ld+json">'));

describe("structured data on every built page that has some, by Google's rules", async () => {
  const checked = await Promise.all(pages.map(async ({ name, html }) => ({ name, result: await googleRules(html) })));
  const report = (pick: (result: ToolResult) => ToolTest[]) =>
    checked.flatMap(({ name, result }) => pick(result).map(({ test, error }) => `${name}: ${test}${error ? ` (${error.message})` : ""}`));

  it("is found on the home page, every article and every service page, each kind of document among them", () => {
    expect(pages.length, `no page with JSON-LD under ${distDir}: run npm run build first`).toBeGreaterThan(10);
    const found = new Set(checked.flatMap(({ result }) => result.schemas));
    expect([...found].sort()).toEqual(["Article", "BreadcrumbList", "Organization", "Service"]);
  });

  it("fails no test", () => {
    expect(report((result) => result.failed)).toEqual([]);
  });

  it("draws no warning", () => {
    expect(report((result) => result.warnings)).toEqual([]);
  });

  it("names as the publisher's logo a PNG the site ships, over Google's 112 px minimum, at the site's address", () => {
    const logos = new Set<string>(pages.flatMap(({ html }) => jsonLd(html).flatMap((data) => [data.logo?.url, data.publisher?.logo?.url]).filter(Boolean)));
    expect(logos.size, [...logos].join(", ")).toBe(1);
    const logo = [...logos][0]!;
    expect(logo.startsWith(`${site.baseUrl}/`), logo).toBe(true);
    const { type, width, height } = imageSize(readFileSync(join(distDir, logo.slice(site.baseUrl.length + 1))));
    expect({ type, square: width === height, atLeast112: width >= 112 }).toEqual({ type: "png", square: true, atLeast112: true });
  });
});

describe("the check itself", () => {
  it("fails an article without its publisher's logo, as the site's articles were", async () => {
    const article = { "@context": "https://schema.org", "@type": "Article", headline: "H", image: "https://a.example/i.png", datePublished: "2026-01-01", author: { "@type": "Organization", name: "A" }, publisher: { "@type": "Organization", name: "A" } };
    const result = await googleRules(`<!doctype html><title>A</title><script type="application/ld+json">${JSON.stringify(article)}</script>`);
    expect(result.failed.map(({ test }) => test)).toEqual(["Article[0].publisher.logo", "Article[0].publisher.logo.url"]);
  });
});
