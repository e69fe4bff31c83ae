/**
 * The git command line, run the same way on every machine: no system or user configuration (a
 * colleague's `commit.gpgsign`, a machine's `core.hooksPath` or an inherited GIT_DIR would change what
 * a save does), no hooks, no signing, and the committer named on every call rather than looked up.
 * Git's own config of the repository still applies (its filters, its line-ending rules).
 */
import { execFile } from "node:child_process";
import type { Author } from "./author.ts";

export interface GitOptions {
  /** Who commits: git writes it on commits and reflog entries. */
  committer: Author;
  /** More environment for this one call (GIT_AUTHOR_NAME and GIT_AUTHOR_EMAIL for a commit). */
  env?: Record<string, string>;
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The process's environment without any GIT_* variable, and with no configuration outside the repository. */
function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    // Reading commands (status, log) never take the index lock to refresh it on the side.
    GIT_OPTIONAL_LOCKS: "0",
    LC_ALL: "C",
    ...extra,
  };
}

function settings(committer: Author): string[] {
  return [
    ["user.name", committer.name],
    ["user.email", committer.email],
    ["commit.gpgsign", "false"],
    // A folder that does not exist: no hook runs, not even post-commit, which --no-verify leaves on.
    ["core.hooksPath", "/dev/null"],
    // A commit that was answered 200 is on disk, objects and branch, not only in the page cache.
    ["core.fsync", "committed"],
    ["core.fsyncMethod", "fsync"],
  ].flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

/** Runs git in `cwd` and reports how it ended, whatever the exit code. */
export function runGit(cwd: string, args: string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile("git", [...settings(options.committer), ...args], { cwd, env: gitEnvironment(options.env), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // A number is git's exit code; anything else (ENOENT: no git installed) is no answer at all.
      if (error && typeof error.code !== "number") return reject(error);
      resolve({ code: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
    });
  });
}

/** Runs git in `cwd` and resolves with what it printed; a failure rejects with git's own message. */
export async function git(cwd: string, args: string[], options: GitOptions): Promise<string> {
  const result = await runGit(cwd, args, options);
  if (result.code !== 0) throw new Error(`git ${args.join(" ")} failed in ${cwd} (exit code ${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}
