/**
 * The drafts branch and its worktree, made when they are missing. Only `git branch` and `git worktree`
 * run in the repository itself: its own working tree, index and checked-out branch stay as they are,
 * so the server may run from that very checkout.
 */
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { git, runGit, type GitOptions } from "./git.ts";

export interface DraftsWorktreeOptions {
  repo: string;
  worktree: string;
  branch: string;
  /** The branch the drafts start from; the repository's checked-out branch (or commit) when unset. */
  baseBranch?: string;
}

const commonDir = async (folder: string, options: GitOptions) => realpathSync((await git(folder, ["rev-parse", "--path-format=absolute", "--git-common-dir"], options)).trim());

/** The branch the site is published from: the one given, else the repository's checked-out branch (or commit). */
export async function publishedBranch(repo: string, baseBranch: string | undefined, options: GitOptions): Promise<string> {
  if (baseBranch !== undefined) return baseBranch;
  const checkedOut = await runGit(repo, ["symbolic-ref", "--quiet", "--short", "HEAD"], options);
  return checkedOut.code === 0 ? checkedOut.stdout.trim() : "HEAD";
}

async function ensureBranch({ repo, branch, baseBranch }: DraftsWorktreeOptions, options: GitOptions) {
  const ref = `refs/heads/${branch}`;
  if ((await runGit(repo, ["rev-parse", "--verify", "--quiet", ref], options)).code === 0) return;
  await git(repo, ["branch", "--no-track", branch, `${await publishedBranch(repo, baseBranch, options)}^{commit}`], options);
}

/**
 * A worktree folder that was deleted is still registered in the repository, and git refuses to add
 * one there again until `git worktree prune` forgets it.
 */
async function ensureWorktree({ repo, worktree, branch }: DraftsWorktreeOptions, options: GitOptions) {
  if (!existsSync(join(worktree, ".git"))) {
    await git(repo, ["worktree", "prune"], options);
    await git(repo, ["worktree", "add", "--quiet", worktree, branch], options);
    return;
  }
  // A folder that is there must be this repository's worktree on the drafts branch: the server
  // never commits into a checkout someone else uses.
  const sameRepository = (await commonDir(worktree, options)) === (await commonDir(repo, options));
  const head = await runGit(worktree, ["symbolic-ref", "--quiet", "HEAD"], options);
  if (!sameRepository || head.stdout.trim() !== `refs/heads/${branch}`) {
    throw new Error(`${worktree} is not a worktree of ${repo} on the branch ${branch}: move it away, and the studio makes its own there`);
  }
}

export async function ensureDraftsWorktree(worktreeOptions: DraftsWorktreeOptions, options: GitOptions) {
  await ensureBranch(worktreeOptions, options);
  await ensureWorktree(worktreeOptions, options);
}
