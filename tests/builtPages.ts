// The built site's pages as visitors get them, for the tests that read dist/ after `npm run build`
// (npm run check runs them after the build). Needs DOMParser: the test file runs in jsdom.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect } from "vitest";
import { listFilesRecursively } from "../scripts/lib/files.ts";
import { distDir } from "../scripts/lib/paths.ts";

export interface BuiltPage {
  /** The file's path under `dir` ("services/web-development/index.html"). */
  name: string;
  html: string;
  /** The HTML as a browser reads it. */
  document: Document;
}

/**
 * Every page under `dir` (dist/ unless told), read and parsed; none when the folder is missing. The
 * small files that send an old address on to its page (`redirects` in pages/_site.json,
 * scripts/lib/redirectPages.ts) are no pages: tests/redirects.test.ts checks them.
 */
export function builtPages(dir = distDir): BuiltPage[] {
  const files = existsSync(dir) ? listFilesRecursively(dir).filter((file) => file.endsWith(".html")) : [];
  return files
    .map((file) => {
      const html = readFileSync(file, "utf8");
      return { name: relative(dir, file), html, document: new DOMParser().parseFromString(html, "text/html") };
    })
    .filter((page) => !page.document.querySelector('meta[http-equiv="refresh"]'));
}

/** Fails with what to do when dist/ holds no built site, rather than passing on nothing. */
export function expectABuiltSite(pages: BuiltPage[]) {
  expect(pages.length, `no .html under ${distDir}: run npm run build first`).toBeGreaterThan(10);
}
