/** A page file the studio has just written: its text before (none for a new page) and after (none for a deleted one). */
export interface FileChange {
  /** As the studio names it: "pages/index.json". */
  path: string;
  before: string | undefined;
  after: string | undefined;
}
