/**
 * The contract between the studio in the browser (src/studio/) and its endpoint, in the dev server
 * (scripts/viteStudio.ts) or on the live site (scripts/lib/studio/live/): the addresses and the shapes
 * that cross between them. Types only and constants: both sides import this file, so neither can drift
 * from the other.
 *
 * Every answer that is not 2xx is `{ error: string }` in words an editor can act on.
 *
 * On the dev server the endpoint answers only the studio's own page: Host must be the dev server's
 * (localhost, 127.0.0.1 or [::1] and its port). On the live site it answers only a signed-in person
 * (401 without a session, 403 without the role). On both, a POST, PUT or DELETE must carry the
 * studio's Origin (a browser's fetch adds it), and a JSON body must be sent as
 * `Content-Type: application/json`; anything else gets 403 (415 for the type).
 */

import type { Problem } from "../shared/problem.ts";
// Types only: the server's staff store says what a session and an audit entry are, and the API sends them as they are.
import type { AuditEntry, Role, StaffSession } from "../server/staff/staffStore.ts";

/** Where the studio lives on the dev server. */
export const DEV_STUDIO_PATH = "/_studio";
/** Where the live site serves it, behind sign-in, when `STUDIO_REPO` is set. */
export const LIVE_STUDIO_PATH = "/studio";
/** The studio's pages say under which of the two they are served: <meta name="studio-base" content="/studio">. */
export const STUDIO_BASE_META = "studio-base";

/**
 * Where the live studio serves the drafts' pictures (signed-in staff only): a picture uploaded there is
 * not on the published site until the drafts are published, so the studio shows every picture from here.
 */
export const draftFilesPath = (base: string) => `${base}/draft-files`;

/** The page the preview frame loads: the site's own blocks, drawn from what the form holds. */
export const previewPath = (base: string) => `${base}/preview`;
/** The endpoint; every address of `studioApi` is under it. */
export const apiPath = (base: string) => `${base}/api`;

/** The endpoint's addresses, under apiPath(base). */
export const studioApi = {
  /** GET → StudioFileSummary[]: every page file, then the site file. POST { route, title } → 201 StudioFile (a new page, as `npm run new-page` makes it). */
  pages: "/pages",
  /**
   * GET ?path=pages/x.json → StudioFile (404 when there is no such file). PUT StudioSave → 200 StudioFile |
   * 409 StudioConflict. A path other than a .json file under pages/ → 400.
   * DELETE StudioDelete → 200 StudioDeleted: the page file is deleted and, with `redirectTo`, its address
   * (and aliases) added to pages/_site.json's redirects in the same change. 409 StudioConflict when the
   * page changed since `version`; 422 StudioDeleteRefusal while other pages or the site file's menus
   * link to it (the validator's words for each such link), for the home page and the site file, and
   * when `redirectTo` is no page.
   */
  file: "/file",
  /**
   * POST StudioCreateTwin → 201 StudioFile: the Arabic twin of an English page that has none, written
   * at the same path under pages/ar/ from the English page (its blocks and values, its links leading to
   * Arabic pages, its words to translate), and the English page's "notYetInArabic" removed, in one
   * change. 409 StudioConflict when the English page changed since `version`; 422 for an Arabic page,
   * a file that is no page, and a page whose twin exists.
   */
  twin: "/twin",
  /** POST StudioCheck → StudioCheckResult: the validator's verdict on the project with this file's unsaved value. */
  check: "/check",
  /** GET → StudioSchemas: the page and site schemas with every $ref inside them (what a form library can read). */
  schemas: "/schemas",
  /** GET → StudioAddress[]: every address a link may name (each valid page's own, not its aliases), with the anchors each page offers. */
  addresses: "/addresses",
  /**
   * GET → StudioImage[]. POST the file's bytes (Content-Type image/png, image/jpeg, image/webp, image/gif,
   * image/avif or image/svg+xml; X-File-Name: the file's name, encodeURIComponent'ed since headers carry
   * ASCII only; optional X-Folder: a folder under images/ such as "services") → 201 StudioImage, stored
   * under a name of its own if the name is taken. 413 over 2 MB, 422 an SVG with scripts or a file that
   * is not the picture its type says, 415 another type.
   */
  images: "/images",
  /** Live studio only. GET → StudioPerson: who is signed in (401 when nobody is). */
  me: "/me",
  /** Live studio only. GET → string[]: the files saved as drafts that visitors do not see yet ("pages/index.json"). */
  unpublished: "/unpublished",
  /** Live studio, publishers only. GET ?limit=200 → StudioAuditEntry[], newest first. */
  log: "/log",
  /** Live studio, publishers only. GET → StudioSession[], newest first; DELETE sessions/<id> ends one. */
  sessions: "/sessions",
  /**
   * Live studio only. POST { path: "pages/x.json", open: boolean } → StudioPresence: the editor says it
   * has the page open (every 20 s while it does) or has closed it, and hears who else has it open.
   */
  presence: "/presence",
  /**
   * Live studio, publishers only. GET (optional ?files=pages/a.json,pages/b.json: the files to publish,
   * all of them when absent) → StudioPublishReview: every draft not yet published, page by page, in
   * words, and the validator's verdict on the site as it would be once those files are published.
   * POST StudioPublishRequest → 200 StudioPublished; 422 StudioPublishRefusal when the site would have
   * errors (nothing is published); 409 { error } when a chosen file was also changed on the published
   * branch since the drafts last met it.
   */
  publish: "/publish",
  /** Live studio. GET ?file=pages/x.json → StudioPublishedVersion[]: the file's published versions, newest first. */
  history: "/history",
  /**
   * Live studio. POST StudioRestore → 200 StudioFile: the file as it was published in `commit`, saved
   * as a new draft in the signed-in person's name (it is then reviewed and published like any draft).
   */
  restore: "/restore",
  /** Live studio, publishers only. GET → StudioPublishedSite[]: the last publishes. POST StudioRollback → 200 StudioPublished: the whole site as that publish left it, published again. */
  publishes: "/publishes",
} as const;

/** The site file (menus, offices, phones, e-mails) as the page list names it and the editor heads it. */
export const SITE_FILE_SUMMARY = { path: "pages/_site.json", route: null, title: "Site-wide data", kind: "site" } as const satisfies StudioFileSummary;

/** How the studio marks a warning's message at its field, so that it reads (and is coloured) apart from an error's. */
export const WARNING_PREFIX = "Warning: ";

/** A problem as `npm run validate` reports it, with `missingProperty` for the field a missing property belongs in. */
export type StudioProblem = Problem;

export interface StudioFileSummary {
  /** Path from the project root: "pages/about-us.json", "pages/_site.json". */
  path: string;
  /** The page's address ("/about-us"); null for the site file. */
  route: string | null;
  /** meta.title of a page; "Site-wide data" for the site file. */
  title: string;
  kind: "page" | "site";
  /** An Arabic page's fields still to translate (src/shared/untranslated.ts); absent for other files, and while the page's file does not parse. */
  untranslated?: number;
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
  /** Live studio: who saved the version on the drafts branch, and when (ISO 8601), when the server knows. */
  changedBy?: { name: string; email: string; at: string };
}

export interface StudioDelete {
  path: string;
  /** The version the editor last saw: a page changed since is not deleted unseen. */
  version: string;
  /** The page visitors of the deleted page's address are sent to ("/contact"); without it they get the "page not found" page. */
  redirectTo?: string;
}

export interface StudioDeleted {
  path: string;
  /** The address the page had. */
  route: string;
  /** Where its visitors now go; null when nowhere. */
  redirectTo: string | null;
}

/** 422: why the page was not deleted; `problems` are the links that would lead nowhere, each in its file. */
export interface StudioDeleteRefusal {
  error: string;
  problems: StudioProblem[];
}

export interface StudioCreateTwin {
  /** The English page: "pages/careers.json". */
  path: string;
  /** The version the editor last opened or saved: a page changed since is not used unseen. */
  version: string;
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
  /** The drawn size in CSS pixels; 0 × 0 when the file declares none (an SVG without a viewBox, which the validator refuses on a page). */
  width: number;
  height: number;
  /** The file's size on disk. */
  bytes: number;
}

/** One line of the live studio's audit log (GET log), as the staff store keeps it: who did what, when, from where. */
export type StudioAuditEntry = AuditEntry;

/** A live session, as publishers see it (GET sessions). */
export type StudioSession = StaffSession;

/** The live studio's GET <api>/me: who is signed in. */
export interface StudioPerson {
  email: string;
  name: string;
  role: Role;
}

/** The live studio's POST <api>/presence: the other people who have the same page open, by name. */
export interface StudioPresence {
  others: { email: string; name: string }[];
}

/** One difference between the published file and its draft, in the words of the studio's forms. */
export interface StudioFieldChange {
  /** The field, by the schema's titles: "Hero heading", "Block 3 (accordion)", "Main menu item 2 label". */
  field: string;
  kind: "changed" | "added" | "removed" | "reordered";
  /** The value before and after, as text an editor reads (a long text shortened, a block by its kind); absent when there is none. */
  before?: string;
  after?: string;
}

/** A draft commit that touched a file since it was last published. */
export interface StudioDraftAuthor {
  name: string;
  email: string;
  /** ISO 8601. */
  date: string;
  /** The commit's message: "Home: hero heading". */
  message: string;
}

export interface StudioReviewedFile {
  /** "pages/index.json", "public/images/team.png". */
  path: string;
  /** "Home", "About Us", "Site-wide data", "Picture images/team.png". */
  name: string;
  /** The page's address; null for the site file and pictures. */
  route: string | null;
  status: "added" | "changed" | "deleted";
  changes: StudioFieldChange[];
  /** Who saved drafts of it since it was last published, newest first. */
  authors: StudioDraftAuthor[];
}

/** What the publisher is told of the push to the shared repository (STUDIO_PUSH_REMOTE). */
export interface StudioPushState {
  /** "none": no remote is configured; "pushed": the remote has every publish; "pending": not yet, the server keeps trying; "conflict": the remote changed the same files, a person must decide. */
  state: "none" | "pushed" | "pending" | "conflict";
  /** A sentence for the publisher when the state is "pending" or "conflict". */
  message?: string;
}

export interface StudioPublishReview {
  files: StudioReviewedFile[];
  /** The validator's verdict on the whole site as it would be after publishing the chosen files: errors block publishing. */
  errors: StudioProblem[];
  warnings: StudioProblem[];
  push: StudioPushState;
}

export interface StudioPublishRequest {
  /** The files whose drafts to publish; pictures the drafts added go with them. */
  files: string[];
}

export interface StudioPublished {
  /** The commit on the published branch. */
  commit: string;
  files: string[];
  /** How long from the request to the new site being served, in milliseconds. */
  tookMs: number;
  /** How long each step took, in milliseconds ("turn" waiting for it, "check", "build", "commit", "swap"): the publish benchmark reports them. */
  steps: Record<string, number>;
  push: StudioPushState;
}

/** 422: publishing these files would break the site; nothing was published. */
export interface StudioPublishRefusal {
  error: string;
  errors: StudioProblem[];
}

/** One published version of a file (GET history). */
export interface StudioPublishedVersion {
  commit: string;
  /** Who published it, and when (ISO 8601). */
  publisher: { name: string; email: string };
  date: string;
  /** What that publish changed in the file, compared with the version before it. */
  changes: StudioFieldChange[];
  /** The file did not exist after this publish (the page was deleted). */
  deleted: boolean;
}

export interface StudioRestore {
  path: string;
  commit: string;
}

/** One publish of the site (GET publishes). */
export interface StudioPublishedSite {
  commit: string;
  publisher: { name: string; email: string };
  date: string;
  /** The commit message's first line: "Published Home, About Us". */
  summary: string;
  /** The site is being served from this publish now. */
  current: boolean;
}

export interface StudioRollback {
  commit: string;
}
