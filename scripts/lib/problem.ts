import type { Problem } from "../../src/shared/problem.ts";

export type { Problem, Severity } from "../../src/shared/problem.ts";

/** `pages/x.json:12:7  /blocks/2/heading  must be string`: the form editors and terminals link to. */
export function formatProblem(problem: Problem): string {
  const prefix = problem.severity === "warning" ? "warning: " : "";
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || "(root)"}  ${prefix}${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

// GitHub's workflow commands end a value at a newline, and a property at ',' or ':'.
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::error file=pages/x.json,line=12,col=7::/blocks/2/heading must be string`: an annotation on the pull request's diff. */
export function formatGithubAnnotation(problem: Problem): string {
  const where = `file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column}`;
  return `::${problem.severity} ${where}::${escapeData(`${problem.pointer || "(root)"}  ${problem.message}`)}`;
}
