/**
 * The contract between the studio in the browser (src/studio/) and its endpoint in the dev server
 * (scripts/viteStudio.ts, scripts/lib/studio/): the addresses and the shapes that cross between them.
 * Types only and constants: both sides import this file, so neither can drift from the other.
 *
 * Every answer that is not 2xx is `{ error: string }` in words an editor can act on.
 */

/** Where the studio lives on the dev server; never in a build. */
export const STUDIO_PATH = "/_studio";
/** The page the preview frame loads: the site's own blocks, drawn from what the form holds. */
export const STUDIO_PREVIEW_PATH = "/_studio/preview";
export const STUDIO_API = "/_studio/api";

export const studioApi = {
  /** GET → StudioFileSummary[]: every page file, then the site file. POST { route, title } → 201 StudioFile (a new page, as `npm run new-page` makes it). */
  pages: `${STUDIO_API}/pages`,
  /** GET ?path=pages/x.json → StudioFile. PUT StudioSave → 200 StudioFile | 409 StudioConflict. */
  file: `${STUDIO_API}/file`,
  /** POST StudioCheck → StudioCheckResult: the validator's verdict on the project with this file's unsaved value. */
  check: `${STUDIO_API}/check`,
  /** GET → StudioSchemas: the page and site schemas with every $ref inside them (what a form library can read). */
  schemas: `${STUDIO_API}/schemas`,
  /** GET → StudioAddress[]: every address a link may name, with the anchors each page offers. */
  addresses: `${STUDIO_API}/addresses`,
  /** GET → StudioImage[]. POST the file's bytes (Content-Type image/*, X-File-Name) → 201 StudioImage. */
  images: `${STUDIO_API}/images`,
} as const;

/** A problem as `npm run validate` reports it (scripts/lib/problem.ts). */
export interface StudioProblem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the value at fault ("" for the whole file). */
  pointer: string;
  message: string;
  severity: "error" | "warning";
}

export interface StudioFileSummary {
  /** Path from the project root: "pages/about-us.json", "pages/_site.json". */
  path: string;
  /** The page's address ("/about-us"); null for the site file. */
  route: string | null;
  /** meta.title of a page; "Site-wide data" for the site file. */
  title: string;
  kind: "page" | "site";
}

export interface StudioFile {
  path: string;
  /** The file's text as it is on disk. */
  text: string;
  /** Fingerprint of that text: a save names it, so a file changed on disk since is never overwritten. */
  version: string;
}

export interface StudioSave {
  path: string;
  /** The whole edited value; the endpoint changes only the lines whose values differ. */
  value: unknown;
  /** The version the edit started from. */
  version: string;
}

/** 409: the file on disk is no longer the version the edit started from. */
export interface StudioConflict {
  error: string;
  current: StudioFile;
}

export interface StudioCheck {
  path: string;
  value: unknown;
}

export interface StudioCheckResult {
  /** Every problem the validator finds in this file with the value given (other files' are left out). */
  problems: StudioProblem[];
  /**
   * The page as the site would deliver it (pictures' drawn sizes, an article's reading time), for the
   * preview; null when the page is not valid enough for that, and the preview draws the value as it is.
   */
  delivered: unknown;
}

export interface StudioSchemas {
  page: object;
  site: object;
}

export interface StudioAddress {
  route: string;
  title: string;
  /** The ids of the page's sections ("faq"), which a link may name as /route#faq. */
  anchors: string[];
}

export interface StudioImage {
  /** As a page names it: "/images/services/cloud.svg". */
  src: string;
  width: number;
  height: number;
  bytes: number;
}
