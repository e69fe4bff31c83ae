/**
 * The worktree as the last commit left it, after a server was killed in the middle of a save. Git
 * writes a commit's objects first and moves the branch last, in one rename, so the history holds
 * either the whole commit or none of it; what a killed save can leave behind is outside the history:
 *   - lock files (index.lock, the branch's ref lock) that make every later git command fail;
 *   - a page file written but not committed, tracked or new, and the studio's half-written temporary
 *     files (".about-us.json.1a2b3c4d.tmp"). Such a save was never answered 200, so nobody was told it
 *     was kept: the worktree goes back to the last commit, and the editor still has the change in the
 *     studio to save again.
 * Uploaded pictures that are not committed yet stay: they wait under public/images/ for the page that
 * uses them, and an upload is complete once its file has its name (storePicture.ts links it in whole).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { git, type GitOptions } from "./git.ts";

/**
 * The locks can go without asking who holds them: this server is the only writer of its worktree and
 * of the drafts branch (checked out there, so git refuses to move it from anywhere else), and it is
 * starting, so whoever held them is dead.
 */
async function removeStaleLocks(worktree: string, branch: string, options: GitOptions) {
  const gitDir = (await git(worktree, ["rev-parse", "--absolute-git-dir"], options)).trim();
  const commonDir = (await git(worktree, ["rev-parse", "--path-format=absolute", "--git-common-dir"], options)).trim();
  for (const lock of [join(gitDir, "index.lock"), join(gitDir, "HEAD.lock"), join(commonDir, "refs", "heads", ...branch.split("/")) + ".lock"]) {
    rmSync(lock, { force: true });
  }
}

export async function recoverWorktree(worktree: string, branch: string, options: GitOptions) {
  await removeStaleLocks(worktree, branch, options);
  await git(worktree, ["reset", "--hard", "--quiet"], options);
  // Untracked page files go, ignored ones too (-x): a page the studio created is committed when it
  // is created, so an untracked one is the remains of a creation or save that was never answered.
  await git(worktree, ["clean", "-f", "-d", "-x", "--quiet", "--", "pages"], options);
  await git(worktree, ["clean", "-f", "-x", "--quiet", "--", ":(glob)public/images/**/.*.tmp"], options);
}
