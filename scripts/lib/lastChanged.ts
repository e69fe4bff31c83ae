/**
 * When each page file last changed, for the sitemap's <lastmod>: the date of its last commit, or
 * today for a file with changes not yet committed (or when there is no git history to ask, as in
 * an exported copy of the project). One `git log` answers for every file.
 */
import { spawnSync } from "node:child_process";

const git = (cwd: string, args: string[]) => {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
};

/** `files` are paths relative to `cwd` (the repository's root); returns each one's YYYY-MM-DD. */
export function lastChangedDates(cwd: string, files: string[], today = new Date().toISOString().slice(0, 10)): Map<string, string> {
  const committed = new Map<string, string>();
  // Newest commit first: "\0<date>" then the files it touched, one per line.
  const log = git(cwd, ["log", "--format=%x00%cs", "--name-only", "--", ...new Set(files.map((file) => file.split("/")[0]!))]) ?? "";
  for (const commit of log.split("\0").slice(1)) {
    const [date, ...touched] = commit.trim().split("\n");
    for (const file of touched) if (file && !committed.has(file)) committed.set(file, date!);
  }
  const changed = new Set((git(cwd, ["status", "--porcelain", "--no-renames", "--untracked-files=all", "--", ...files]) ?? "").split("\n").map((line) => line.slice(3)));
  return new Map(files.map((file) => [file, (!changed.has(file) && committed.get(file)) || today]));
}
