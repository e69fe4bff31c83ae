/**
 * A problem the validator reports, as `npm run validate` prints it (scripts/lib/problem.ts) and the
 * page studio shows it at its field (src/studio/studioApi.ts): one shape for both.
 */
export type Severity = "error" | "warning";

export interface Problem {
  /** Path relative to the project root, with forward slashes, e.g. `pages/about-us.json`. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the value at fault ("" for the whole file). */
  pointer: string;
  message: string;
  severity: Severity;
  /**
   * For a missing required property: its name. The problem sits at the object that lacks it (where a
   * terminal's line points); a form, which has a field for it, shows the message there.
   */
  missingProperty?: string;
}
