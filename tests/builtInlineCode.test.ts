// @vitest-environment jsdom
// (for DOMParser: the built HTML is read as a browser reads it)
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, policyInPage, withPolicyMeta } from "../src/server/pagePolicy.ts";
import { schemeAtLoadScript } from "../scripts/viteSchemeAtLoad.ts";
import { builtPages, expectABuiltSite } from "./builtPages.ts";

/**
 * The built HTML holds nothing the Content-Security-Policy would have to allow inline, beyond the
 * styles and the three scripts it hashes (the import map, which script-src governs as it does code,
 * the colour scheme's and the boot script): no other script that runs (data rides in JSON scripts),
 * no event-handler attribute, no style attribute. (npm run check runs this after npm run build.)
 */
const dataScriptTypes = new Set(["application/json", "application/ld+json"]);

function inlineCode(document: Document): string[] {
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
  const pages = builtPages();

  it("has three inline scripts, the import map and the colour scheme's in <head> and the boot script last in <body>, and no style or event-handler attribute", () => {
    expectABuiltSite(pages);
    const scheme = `script: ${`<script>${schemeAtLoadScript}</script>`.slice(0, 80)}`;
    for (const { name, document } of pages) {
      const found = inlineCode(document);
      expect(found, name).toEqual([expect.stringMatching(/^script: <script type="importmap">\{"imports":\{/), scheme, expect.stringMatching(/^script: <script type="module">/)]);
      expect(document.head.querySelectorAll('script[type="importmap"]'), name).toHaveLength(1);
      expect(document.head.querySelector("script:not([src]):not([type])")?.textContent, name).toBe(schemeAtLoadScript);
      expect(document.body.lastElementChild?.outerHTML, name).toMatch(/^<script type="module">/);
    }
  });

  it("carries, in its own <meta> policy, the hash of every inline style and script it has", () => {
    expectABuiltSite(pages);
    for (const { name, html, document } of pages) {
      // The policy the build wrote is the one the page's styles call for: writing it again changes nothing.
      // Compared by the policy alone, so a failure shows the two policies rather than two whole pages.
      expect(policyInPage(html), name).toBe(policyInPage(withPolicyMeta(html)));
      const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
      const hashes = inlineStyleHashes(html);
      expect(hashes.length, name).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy, name).toContain(hash);
      expect(inlineScriptHashes(html), name).toHaveLength(3);
      expect(policy, name).toContain(`script-src 'self' ${inlineScriptHashes(html).join(" ")};`);
      // Each inline script as the browser reads it, hashed here rather than by the code under test.
      const inlineScripts = [...document.querySelectorAll('script[type="importmap"], script:not([src]):not([type]), script[type="module"]:not([src])')];
      expect(inlineScripts, name).toHaveLength(3);
      for (const script of inlineScripts) {
        expect(policy, `${name}: ${script.outerHTML.slice(0, 40)}`).toContain(`'sha256-${createHash("sha256").update(script.textContent ?? "", "utf8").digest("base64")}'`);
      }
      expect(policy, name).not.toContain("unsafe");
    }
  });
});

describe("the check itself", () => {
  it("finds a running script, an import map, a style attribute and an event handler, and lets JSON data through", () => {
    const html = `<!doctype html><script type="importmap">{"imports":{}}</script><script>alert(1)</script><script type="module">x()</script><script type="application/json">{}</script>
      <script type="application/ld+json">{}</script><script src="/assets/a.js"></script><p style="color:red">x</p><img src="x" onerror="alert(1)">`;
    expect(inlineCode(new DOMParser().parseFromString(html, "text/html"))).toEqual([
      'script: <script type="importmap">{"imports":{}}</script>',
      "script: <script>alert(1)</script>",
      'script: <script type="module">x()</script>',
      "style= on <p>",
      "onerror= on <img>",
    ]);
  });
});
