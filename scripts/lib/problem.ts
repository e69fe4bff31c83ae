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
}

/** `pages/x.json:12:7  /blocks/2/heading  must be string`: the form editors and terminals link to. */
export function formatProblem(problem: Problem): string {
  const prefix = problem.severity === "warning" ? "warning: " : "";
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || "(root)"}  ${prefix}${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
