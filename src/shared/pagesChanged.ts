/**
 * The dev server's word that a page file or schema was saved (scripts/vitePages.ts sends it; Vite's
 * custom HMR event). Not a plain reload for every open tab: the site's pages reload or show the
 * validator's overlay (src/devPagesChanged.ts), while the studio only learns that a file it has open
 * changed on disk, and keeps the editor's unsaved work.
 */
export const PAGES_CHANGED_EVENT = "site-pages:changed";

export interface PagesChanged {
  /** The saved file, from the project root ("schemas/page.schema.json"); a page file as the studio names it, "pages/about-us.json". */
  file: string;
  /** The validator's report when the project has errors, in the shape of Vite's error overlay; null when it builds. */
  error: { message: string; stack: string; plugin: string; id: string; loc: { file: string; line: number; column: number } } | null;
}
