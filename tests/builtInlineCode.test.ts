// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { distDir } from "../scripts/lib/paths.ts";
import { inlineStyleHashes } from "../src/server/pagePolicy.ts";

/**
 * The built HTML holds nothing the Content-Security-Policy would have to allow inline, beyond the
 * styles it hashes: no script that runs (data rides in JSON scripts), no event-handler attribute, no
 * style attribute. (npm run check runs this after npm run build.)
 */
const dataScriptTypes = new Set(["application/json", "application/ld+json"]);

function inlineCode(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const found: string[] = [];
  for (const script of document.querySelectorAll("script:not([src])")) {
    if (!dataScriptTypes.has(script.getAttribute("type") ?? "")) found.push(`script: ${script.outerHTML.slice(0, 80)}`);
  }
  for (const element of document.querySelectorAll("*")) {
    for (const { name } of element.attributes) {
      if (name === "style" || name.startsWith("on")) found.push(`${name}= on <${element.localName}>`);
    }
  }
  return found;
}

describe("every page in dist/", () => {
  const pages = listFilesRecursively(distDir).filter((file) => file.endsWith(".html"));

  it("runs no inline script and has no style or event-handler attribute", () => {
    expect(pages.length, `no .html under ${distDir}: run npm run build first`).toBeGreaterThan(10);
    const found = pages.flatMap((file) => inlineCode(readFileSync(file, "utf8")).map((what) => `${relative(distDir, file)}: ${what}`));
    expect(found).toEqual([]);
  });

  it("carries, in its own <meta> policy, the hash of every inline style it has", () => {
    for (const file of pages) {
      const html = readFileSync(file, "utf8");
      const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1] ?? "";
      const hashes = inlineStyleHashes(html);
      expect(hashes.length, relative(distDir, file)).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy, relative(distDir, file)).toContain(hash);
      expect(policy).not.toContain("unsafe");
    }
  });
});

describe("the check itself", () => {
  it("finds a running script, a style attribute and an event handler, and lets JSON data through", () => {
    const html = `<!doctype html><script>alert(1)</script><script type="module">x()</script><script type="application/json">{}</script>
      <script type="application/ld+json">{}</script><script src="/assets/a.js"></script><p style="color:red">x</p><img src="x" onerror="alert(1)">`;
    expect(inlineCode(html)).toEqual(["script: <script>alert(1)</script>", 'script: <script type="module">x()</script>', "style= on <p>", "onerror= on <img>"]);
  });
});
