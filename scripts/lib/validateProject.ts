/**
 * Validates every page file and the site file: JSON syntax and duplicate keys, the schemas, and the
 * checks that span files, which no schema can express (routes that collide, links to pages or
 * anchors that do not exist, images that are missing, table rows that do not fit their columns).
 * Then warns about what hurts a page without breaking it (scripts/lib/pageWarnings.ts).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import type { Block, Page } from "../../src/generated/page.ts";
import type { Site } from "../../src/generated/site.ts";
import { routeForPageFile, routeKey, splitLink } from "../../src/shared/routes.ts";
import { closest } from "./closest.ts";
import { parseJsonSource, type JsonSource } from "./jsonSource.ts";
import { listJsonFiles } from "./pageFiles.ts";
import { pagesDir as defaultPagesDir, publicDir as defaultPublicDir, root, slashedPath } from "./paths.ts";
import { plural } from "./plural.ts";
import { sortProblems, type Problem } from "./problem.ts";
import { describeSchemaErrors } from "./schemaErrors.ts";
import type { IntrinsicSize } from "./imageSize.ts";
import { placeImage, type PlacedImage } from "./placeImageSizes.ts";
import { pageWarnings } from "./pageWarnings.ts";
import { checkPagePairs } from "./pagePairs.ts";
import { bundleSchema } from "./studio/bundleSchema.ts";
import type { Schema } from "../../src/shared/schemaWalk.ts";
import { checkRedirects, linkToRedirect, redirectsByAddress, redirectsOf } from "./redirectRules.ts";
import { siteInArabic } from "./siteTexts.ts";
import { languageOf } from "../../src/shared/language.ts";
import { addressPattern, blockTypes, createValidators, schemaReference, schemasBeside, type Collected, type Validators } from "./schemas.ts";

export const SITE_FILE = "_site.json";

/** The site file's words in Arabic (scripts/lib/siteTexts.ts). */
export const ARABIC_SITE_FILE = "ar/_site.json";

/**
 * The site file as it is on disk, not validated: for the tools that read it at each use (the web
 * manifest, the header's part of it, a new page's title) and must go on while the project has problems.
 */
export const readSiteFile = (pagesDir = defaultPagesDir): Site => JSON.parse(readFileSync(join(pagesDir, SITE_FILE), "utf8")) as Site;

/** Anchors the page shell itself provides, so pages may link to them. */
const shellAnchors = new Set(["main"]);

export interface PageRecord {
  /** Path relative to the project root, e.g. `pages/services/cyber-security.json`. */
  file: string;
  /** Path relative to pages/, e.g. `services/cyber-security.json`. */
  source: string;
  route: string;
  aliases: string[];
  page: Page;
  /** Every picture on the page: where its image object is (a JSON pointer) and the file's drawn size. */
  images: PlacedImage[];
}

export interface ValidationResult {
  problems: Problem[];
  /** Pages that passed every check, in file order: what the build may use. */
  pages: PageRecord[];
  site?: Site;
  /** The site file with its words in Arabic (pages/ar/_site.json), when both files are valid. */
  arabicSite?: Site;
  /** The site file's pictures (its default share image) with their drawn sizes, as PageRecord.images. */
  siteImages: PlacedImage[];
  /**
   * Every address a page file claims (its route and aliases, valid or not), by comparison key
   * (routeKey), with the file that claims it: what a new page may not take.
   */
  addresses: Map<string, string>;
}

interface LoadedFile {
  file: string;
  source: string;
  json: JsonSource;
  route: string | null;
  collected: Collected;
  schemaValid: boolean;
  images: PlacedImage[];
}

let validators: Validators | undefined;
let types: string[] | undefined;
let pageSchema: Schema | undefined;

/** Forgets the compiled schemas, so the next validation reads schemas/ again (the dev server calls it). */
export function resetValidators() {
  validators = undefined;
  types = undefined;
  pageSchema = undefined;
}

export interface ValidateOptions {
  pagesDir?: string;
  publicDir?: string;
  /**
   * File texts to validate in place of what is on disk, by absolute path (a path under pagesDir that
   * does not exist yet joins the files): the studio checks a page as it is being edited, unsaved.
   */
  overrides?: ReadonlyMap<string, string>;
  /** Files to leave out as if they were gone, by absolute path: the studio checks what deleting a page would break. */
  absent?: ReadonlySet<string>;
  /** The day (year-month-day) a translation's due date is compared with: today unless given. */
  today?: string;
  /** Whether to check each page against its twin (pagePairs.ts): yes unless told; a draft's preview shows a page half translated as it is. */
  pairs?: boolean;
  /**
   * Only this file's pair checks (by absolute path), not every page's: the studio asks for the verdict
   * on the page open in it, and the pair checks of the site's other pages are most of their cost.
   */
  pairsFor?: string;
}

export function validateProject(options: ValidateOptions = {}): ValidationResult {
  const pagesDir = options.pagesDir ?? defaultPagesDir;
  const publicDir = options.publicDir ?? defaultPublicDir;
  validators ??= createValidators();
  types ??= [...blockTypes().values()];
  const problems: Problem[] = [];
  const report: Report = (loaded, pointer, message, atKey = false, missingProperty) => {
    const { line, column } = loaded.json.positionOf(pointer, { key: atKey });
    problems.push({ file: loaded.file, line, column, pointer, message, severity: "error", ...(missingProperty && { missingProperty }) });
  };

  const overrides = options.overrides ?? new Map<string, string>();
  const unsaved = [...overrides.keys()].filter((full) => full.startsWith(pagesDir + sep) && full.endsWith(".json")).map((full) => slashedPath(pagesDir, full));
  const absent = options.absent ?? new Set<string>();
  const present = (source: string) => !absent.has(join(pagesDir, source));
  const files: LoadedFile[] = [...new Set([...listJsonFiles(pagesDir), ...unsaved])].filter(present).sort().map((source) => {
    const full = join(pagesDir, source);
    const file = slashedPath(root, full);
    const json = parseJsonSource(overrides.get(full) ?? readFileSync(full, "utf8"));
    return { file, source, json, route: routeForPageFile(source), collected: { links: [], images: [] }, schemaValid: false, images: [] };
  });

  for (const loaded of files) {
    for (const problem of loaded.json.problems) {
      problems.push({ file: loaded.file, ...problem.position, pointer: problem.pointer, message: problem.message, severity: "error" });
    }
    if (loaded.json.value === undefined || loaded.source === ARABIC_SITE_FILE) continue;
    const isSite = loaded.source === SITE_FILE;
    const validate = isSite ? validators.site : validators.page;
    loaded.collected = validators.collect(validate, loaded.json.value);
    loaded.schemaValid = !validate.errors?.length;
    for (const problem of describeSchemaErrors(validate.errors, types)) report(loaded, problem.pointer, problem.message, problem.atKey, problem.missingProperty);
    checkSchemaReference(loaded, join(pagesDir, loaded.source), isSite ? "site.schema.json" : "page.schema.json", schemasBeside(pagesDir), report);
  }

  const siteFile = files.find((loaded) => loaded.source === SITE_FILE);
  if (!siteFile) {
    problems.push({ file: slashedPath(root, join(pagesDir, SITE_FILE)), line: 1, column: 1, pointer: "", message: "the site file is missing: it holds the company's name, menus and contact details", severity: "error" });
  }
  const pageFiles = files.filter((loaded) => loaded.route !== null);

  // A file's name is its address, so it must be one a link can hold: "about-us copy.json", what an
  // editor's "duplicate" makes, would be the page /about-us copy.
  const addressRule = addressPattern();
  for (const loaded of pageFiles) {
    if (loaded.route !== "/" && !addressRule.test(loaded.route!)) {
      report(loaded, "", `the file's name gives it the address "${loaded.route}", which links cannot hold: rename the file with letters, digits, "-", "_", "." and "~" only (no spaces), for example ${slugFileName(loaded.source)}`);
    }
  }

  // Routes: every address (file route or alias) must be unique once case and trailing slashes are ignored.
  // The one exception is a page listing another letter case of its own address (the spec's /blog/AIML and
  // /blog/aiml): a static host matches case exactly, so that spelling needs its own prerendered copy.
  const routes = new Map<string, { route: string; file: LoadedFile }>();
  for (const loaded of pageFiles) {
    const page = loaded.json.value as Partial<Page> | undefined;
    const addresses = [{ route: loaded.route!, pointer: "" }];
    (Array.isArray(page?.aliases) ? page.aliases : []).forEach((alias, index) => {
      if (typeof alias === "string") addresses.push({ route: alias, pointer: `/aliases/${index}` });
    });
    for (const { route, pointer } of addresses) {
      const taken = routes.get(routeKey(route));
      if (taken?.file === loaded) {
        if (taken.route !== route) continue;
        report(loaded, pointer, `alias "${route}" repeats this file's own address; remove it`);
      } else if (taken) {
        const what = pointer ? `alias "${route}"` : `this file's route "${route}"`;
        report(loaded, pointer, `${what} is the same address as "${taken.route}" of ${taken.file.file} (addresses may not differ only in letter case or a trailing slash)`);
      } else routes.set(routeKey(route), { route, file: loaded });
    }
  }

  // Worked out once per file and per picture, however many links and pages point at them.
  const anchors = new Map<LoadedFile, Set<string>>();
  const anchorsOf = (loaded: LoadedFile) => {
    let ids = anchors.get(loaded);
    if (!ids) {
      ids = new Set(blockIds(loaded.json.value));
      anchors.set(loaded, ids);
    }
    return ids;
  };
  const publicFiles = new Map<string, boolean>();
  const isShipped = (path: string) => {
    if (!publicFiles.has(path)) publicFiles.set(path, isPublicFile(publicDir, path));
    return publicFiles.get(path)!;
  };
  const imageSizes = new Map<string, IntrinsicSize | undefined>();

  // Old addresses that send visitors on (the site file's redirects, scripts/lib/redirectRules.ts).
  const redirects = redirectsOf(siteFile?.json.value);
  const redirected = redirectsByAddress(redirects);
  if (siteFile) {
    const rejectedInSite = new Set(problems.filter((problem) => problem.file === siteFile.file).map((problem) => problem.pointer));
    checkRedirects(redirects, routes, isShipped, (pointer, message) => rejectedInSite.has(pointer) || report(siteFile, pointer, message));
  }

  for (const loaded of files) {
    if (loaded.json.value === undefined) continue;
    const ownAnchors = loaded.route === null ? new Set<string>() : anchorsOf(loaded);

    // A value the schema already rejected gets no second message about the same mistake.
    const rejected = new Set(problems.filter((problem) => problem.file === loaded.file).map((problem) => problem.pointer));
    for (const { pointer, value } of loaded.collected.links) {
      if (rejected.has(pointer)) continue;
      if (value.startsWith("#")) {
        const anchor = value.slice(1);
        if (!ownAnchors.has(anchor) && !shellAnchors.has(anchor)) {
          report(loaded, pointer, `links to "${value}" but no block on this page has "id": "${anchor}"`);
        }
        continue;
      }
      if (!value.startsWith("/")) continue;
      const { path, hash } = splitLink(value);
      const target = routes.get(routeKey(path));
      const redirect = target ? undefined : redirected.get(routeKey(path));
      if (redirect) {
        const message = linkToRedirect(value, pointer, redirect);
        if (message) report(loaded, pointer, message);
      } else if (!target) {
        if (isShipped(path)) continue;
        const suggestion = closest(routeKey(path), [...routes.values()].map((entry) => entry.route));
        report(loaded, pointer, `links to "${value}", which is not a page of this site${suggestion ? ` (did you mean "${suggestion}"?)` : ""}`);
      } else if (hash && !anchorsOf(target.file).has(hash) && !shellAnchors.has(hash)) {
        report(loaded, pointer, `links to "${value}" but ${target.file.file} has no block with "id": "${hash}"`);
      }
    }

    for (const { pointer, value } of loaded.collected.images) {
      if (rejected.has(pointer)) continue;
      if (!isShipped(value)) {
        report(loaded, pointer, `image "${value}" does not exist: add the file as ${slashedPath(root, join(publicDir, value))}`);
        continue;
      }
      const placed = placeImage(publicDir, { pointer, value }, imageSizes);
      if (!placed) report(loaded, pointer, `image "${value}" does not say how big it is: give the SVG a viewBox (or width and height), or use a PNG, JPEG, WebP or AVIF file`);
      else loaded.images.push(placed);
    }

    if (loaded.route !== null) checkBlocks(loaded, report);
  }

  pageWarnings(
    files.filter((loaded) => loaded.schemaValid),
    (loaded, pointer, message) => {
      const { line, column } = loaded.json.positionOf(pointer);
      problems.push({ file: loaded.file, line, column, pointer, message, severity: "warning" });
    },
  );

  // The pairs of English and Arabic pages, once the site has Arabic pages.
  if (options.pairs !== false && pageFiles.some((loaded) => languageOf(loaded.route!) === "ar")) {
    pageSchema ??= bundleSchema("page.schema.json");
    const paired = pageFiles.map((loaded) => ({ file: loaded.file, route: loaded.route!, value: loaded.json.value, valid: loaded.schemaValid, loaded }));
    const only = options.pairsFor === undefined ? undefined : paired.find((page) => page.file === slashedPath(root, options.pairsFor!));
    if (options.pairsFor === undefined || only) {
      checkPagePairs(paired, pageSchema, options.today ?? new Date().toISOString().slice(0, 10), ({ loaded }, pointer, message, severity) => {
        problems.push({ file: loaded.file, ...loaded.json.positionOf(pointer), pointer, message, severity });
      }, only);
    }
  }

  const withProblems = new Set(problems.filter((problem) => problem.severity === "error").map((problem) => problem.file));
  const pages: PageRecord[] = pageFiles
    .filter((loaded) => !withProblems.has(loaded.file) && loaded.schemaValid)
    .map((loaded) => {
      const page = loaded.json.value as Page;
      return { file: loaded.file, source: loaded.source, route: loaded.route!, aliases: page.aliases ?? [], page, images: loaded.images };
    });
  const site = siteFile?.schemaValid && !withProblems.has(siteFile.file) ? (siteFile.json.value as Site) : undefined;
  const arabicSiteFile = files.find((loaded) => loaded.source === ARABIC_SITE_FILE);
  const arabicSite = site && arabicSiteOf(site, arabicSiteFile, problems);
  const firstArabicPage = pageFiles.find((loaded) => languageOf(loaded.route!) === "ar");
  if (firstArabicPage && !arabicSiteFile) report(firstArabicPage, "", `the Arabic pages need pages/${ARABIC_SITE_FILE}: the Arabic of the site file's words (its menus, its footer)`);
  const addresses = new Map([...routes].map(([key, { file }]) => [key, file.file]));
  return { problems: sortProblems(problems), pages, site, arabicSite, siteImages: siteFile?.images ?? [], addresses };
}

/** The site file in Arabic, its problems added to `problems`; none while its file is missing or has an error. */
function arabicSiteOf(site: Site, loaded: LoadedFile | undefined, problems: Problem[]): Site | undefined {
  if (!loaded || loaded.json.value === undefined) return undefined;
  const { site: arabic, problems: found } = siteInArabic(site, loaded.json.value);
  for (const { pointer, message, severity } of found) problems.push({ file: loaded.file, ...loaded.json.positionOf(pointer), pointer, message, severity });
  return found.some((problem) => problem.severity === "error") || loaded.json.problems.length ? undefined : arabic;
}

/** The ids of a page's blocks: the anchors (/route#id) a link may name besides the shell's own. */
export function blockIds(page: unknown): string[] {
  const blocks = (page as Partial<Page> | undefined)?.blocks;
  return (Array.isArray(blocks) ? blocks : []).map((block: Partial<Block>) => block?.id).filter((id): id is string => typeof id === "string");
}

type Report = (loaded: Pick<LoadedFile, "file" | "json">, pointer: string, message: string, atKey?: boolean, missingProperty?: string) => void;

/** Rules inside one page that a schema cannot express. */
function checkBlocks(loaded: LoadedFile, report: Report) {
  const blocks = (loaded.json.value as Partial<Page>).blocks;
  if (!Array.isArray(blocks)) return;
  const ids = new Map<string, number>();
  blocks.forEach((block: Partial<Block>, index) => {
    if (typeof block?.id === "string") {
      const first = ids.get(block.id);
      if (first !== undefined) report(loaded, `/blocks/${index}/id`, `"id": "${block.id}" is already used by block ${first}; ids must be unique on a page`);
      else ids.set(block.id, index);
    }
    if (block?.type === "articleHeader" && typeof block.published === "string" && !isCalendarDate(block.published)) {
      report(loaded, `/blocks/${index}/published`, `"${block.published}" is not a day of the calendar (year-month-day, for example "2026-03-12")`);
    }
    if (block?.type === "comparisonTable" && Array.isArray(block.columns) && Array.isArray(block.rows)) {
      const names = block.columns;
      const columns = names.length;
      block.rows.forEach((row, rowIndex) => {
        if (Array.isArray(row?.values) && row.values.length !== columns) {
          report(loaded, `/blocks/${index}/rows/${rowIndex}/values`, `has ${plural(row.values.length, "value")} but the table has ${plural(columns, "column")} (${names.join(", ")})`);
        }
      });
    }
  });
}

/** "services/about us copy.json" → "services/about-us-copy.json": a name to suggest. */
function slugFileName(source: string): string {
  return source.replace(/\.json$/, "").split("/").map((segment) => segment.trim().replace(/[^A-Za-z0-9._~-]+/g, "-")).join("/") + ".json";
}

/** `$schema` must point at the schema, so the editor checks and completes the file while it is typed. */
function checkSchemaReference(loaded: LoadedFile, fullPath: string, schemaName: "page.schema.json" | "site.schema.json", schemas: string, report: Report) {
  const expected = schemaReference(fullPath, schemaName, schemas);
  const actual = (loaded.json.value as { $schema?: unknown }).$schema;
  if (actual === undefined) report(loaded, "", `missing "$schema": "${expected}" (it gives your editor autocomplete and checks)`);
  else if (actual !== expected) report(loaded, "/$schema", `must be "${expected}" so your editor finds the schema`);
}

/** '2026-02-29' matches the schema's pattern, but no such day exists: Date would roll it into March. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isPublicFile(publicDir: string, path: string): boolean {
  const full = join(publicDir, decodeURI(path));
  if (!full.startsWith(publicDir + sep)) return false;
  return existsSync(full) && statSync(full).isFile();
}
