/**
 * What the server knows of one build of the site, read from its folder once: its pages' addresses,
 * its redirects, each page's policy, each language's 404 page, and each language's search page with
 * its index. A server whose site is published again while it runs (the live studio) is given a new
 * folder, swapped in one step: every request reads the build that was current when it arrived, never
 * half of one and half of another.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { indexMetaName } from "../search/loadSearchIndex.ts";
import type { SearchIndex } from "../search/searchIndex.ts";
import { searchAddressIn } from "../search/searchPage.ts";
import { languages, type Language } from "../shared/language.ts";
import { routeKey } from "../shared/routes.ts";
import { htmlRoutes } from "./htmlRoutes.ts";
import { notFoundFiles } from "./notFoundPages.ts";
import { pageContentSecurityPolicy } from "./pagePolicy.ts";
import { readRedirects } from "./redirects.ts";

export interface ServedSite {
  /** The build's folder. */
  dir: string;
  /** Every prerendered address's HTML file, by comparison key (htmlRoutes.ts). */
  pages: Map<string, string>;
  /** The site file's redirects, by comparison key of the old address. */
  redirects: Map<string, string>;
  /** A page's Content-Security-Policy, read from its HTML the first time it is asked for. */
  policyOf(htmlFile: string): string;
  /** The 404 page's file for an address in each language. */
  notFound: Record<Language, string>;
  /** Each language's prerendered search page (/search, /ar/search) and the index it names, for each language the build has one in. */
  search: Partial<Record<Language, SearchBuild>>;
}

/** One language's prerendered search page, the file it was read from, and the index it names. */
export interface SearchBuild {
  language: Language;
  file: string;
  page: string;
  index: SearchIndex;
}

/** Where the server finds the build to serve: a folder for good (`npm run build`'s dist/), or whichever a publish made current. */
export type SiteFolder = string | { current(): string };

const indexMeta = new RegExp(`<meta name="${indexMetaName}" content="/([^"]+)">`);

function searchBuild(dir: string, pages: ServedSite["pages"], language: Language): SearchBuild | undefined {
  const file = pages.get(routeKey(searchAddressIn(language)));
  if (!file) return undefined;
  const page = readFileSync(join(dir, file), "utf8");
  const indexFile = indexMeta.exec(page)?.[1];
  if (!indexFile || !existsSync(join(dir, indexFile))) return undefined;
  return { language, file, page, index: JSON.parse(readFileSync(join(dir, indexFile), "utf8")) as SearchIndex };
}

/** The search page of each language the build has one in. */
function searchBuilds(dir: string, pages: ServedSite["pages"]): ServedSite["search"] {
  const builds: ServedSite["search"] = {};
  for (const language of languages) builds[language] = searchBuild(dir, pages, language);
  return builds;
}

export function readServedSite(dir: string): ServedSite {
  const policies = new Map<string, string>();
  const pages = htmlRoutes(dir);
  return {
    dir,
    pages,
    redirects: readRedirects(dir),
    notFound: notFoundFiles(dir),
    search: searchBuilds(dir, pages),
    policyOf(htmlFile) {
      let policy = policies.get(htmlFile);
      if (policy === undefined) policies.set(htmlFile, (policy = pageContentSecurityPolicy(readFileSync(join(dir, htmlFile), "utf8"))));
      return policy;
    },
  };
}

/** The site to serve now: read again only when the folder changed. */
export function servedSites(folder: SiteFolder): () => ServedSite {
  const currentDir = typeof folder === "string" ? () => folder : () => folder.current();
  let site: ServedSite | undefined;
  return () => {
    const dir = currentDir();
    if (site?.dir !== dir) site = readServedSite(dir);
    return site;
  };
}
