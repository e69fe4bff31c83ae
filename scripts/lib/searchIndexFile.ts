import { createHash } from "node:crypto";
import { writeFreshFile } from "./freshFile.ts";
import { join } from "node:path";
import type { Page } from "../../src/generated/page.ts";
import type { Site } from "../../src/generated/site.ts";
import { buildSearchIndex } from "../../src/search/buildSearchIndex.ts";

export interface SearchIndexFile {
  /** The index's address, e.g. /assets/search-index-1a2b3c4d.json. */
  url: string;
  bytes: number;
}

/**
 * Writes the site search's index into dist/assets/ under a name carrying its content hash, so that it
 * is cached for a year like the other assets and a new build is fetched at once.
 */
export async function writeSearchIndex(dist: string, pages: { route: string; page: Page }[], site: Site): Promise<SearchIndexFile> {
  const json = JSON.stringify(buildSearchIndex(pages, site));
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
  const name = `search-index-${hash}.json`;
  await writeFreshFile(join(dist, "assets", name), json);
  return {
    url: `/assets/${name}`,
    bytes: Buffer.byteLength(json),
  };
}
