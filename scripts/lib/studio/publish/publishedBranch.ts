/**
 * The branch the site is built from, as publishing changes it: the drafts' version of chosen files
 * committed on top of it, with git's plumbing (a temporary index, write-tree, commit-tree) so no
 * checkout is touched until the commit exists; then the branch moved to it, and the server's checkout
 * with it when the branch is the one checked out there (as `git merge --ff-only` does: files with
 * changes of their own there stop it).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Author } from "../drafts/author.ts";
import { git, runGit, type GitOptions } from "../drafts/git.ts";

interface TreeEntry {
  mode: string;
  blob: string;
}

/** Each file's mode and blob at `rev`; a file that is not there is left out. */
export async function entriesAt(cwd: string, rev: string, files: readonly string[], options: GitOptions): Promise<Map<string, TreeEntry>> {
  const entries = new Map<string, TreeEntry>();
  if (!files.length) return entries;
  const listed = await git(cwd, ["ls-tree", "-z", "--full-tree", rev, "--", ...files.map((file) => `:(literal)${file}`)], options);
  for (const line of listed.split("\0").filter(Boolean)) {
    const [meta, path] = line.split("\t") as [string, string];
    const [mode, , blob] = meta.split(" ") as [string, string, string];
    entries.set(path, { mode, blob });
  }
  return entries;
}

/** The file's text at `rev`, or undefined when it is not there. */
export async function textAt(cwd: string, rev: string, file: string, options: GitOptions): Promise<string | undefined> {
  const shown = await runGit(cwd, ["show", `${rev}:${file}`], options);
  return shown.code === 0 ? shown.stdout : undefined;
}

/**
 * The chosen files that the published branch changed too since the drafts last met it, each its own
 * way: publishing the drafts' version would undo that change unseen, so a person decides.
 */
export async function changedOnBothSides(cwd: string, published: string, drafts: string, files: readonly string[], options: GitOptions): Promise<string[]> {
  const base = (await git(cwd, ["merge-base", published, drafts], options)).trim();
  const [atBase, atPublished, atDrafts] = await Promise.all([entriesAt(cwd, base, files, options), entriesAt(cwd, published, files, options), entriesAt(cwd, drafts, files, options)]);
  return files.filter((file) => {
    const now = atPublished.get(file)?.blob;
    return now !== atBase.get(file)?.blob && now !== atDrafts.get(file)?.blob;
  });
}

export interface PublishCommitOptions {
  /** The commit the published branch is at now. */
  parent: string;
  /** Where the files' new versions come from: the drafts branch's commit. */
  from: string;
  files: readonly string[];
  publisher: Author;
  message: string;
}

/** A commit on top of `parent` with `files` as they are in `from` (deleted where `from` has none). The branch is not moved. */
export async function publishCommit(cwd: string, { parent, from, files, publisher, message }: PublishCommitOptions, options: GitOptions): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "publish-index-"));
  const env = { GIT_INDEX_FILE: join(folder, "index") };
  try {
    await git(cwd, ["read-tree", parent], { ...options, env });
    const entries = await entriesAt(cwd, from, files, options);
    for (const file of files) {
      const entry = entries.get(file);
      const args = entry ? ["update-index", "--add", "--cacheinfo", `${entry.mode},${entry.blob},${file}`] : ["update-index", "--force-remove", "--", file];
      await git(cwd, args, { ...options, env });
    }
    const tree = (await git(cwd, ["write-tree"], { ...options, env })).trim();
    return (await git(cwd, ["commit-tree", tree, "-p", parent, "-m", message], { ...options, env: { GIT_AUTHOR_NAME: publisher.name, GIT_AUTHOR_EMAIL: publisher.email } })).trim();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Moves `branch` from `expected` to `commit`. Where `branch` is checked out in `repo` (the server's own
 * checkout), its files follow, as a fast-forward merge; anywhere else the branch alone moves, and only
 * if it is still at `expected`.
 */
export async function advanceBranch(repo: string, branch: string, commit: string, expected: string, options: GitOptions): Promise<void> {
  const checkedOut = await runGit(repo, ["symbolic-ref", "--quiet", "HEAD"], options);
  if (checkedOut.code === 0 && checkedOut.stdout.trim() === `refs/heads/${branch}`) {
    const merged = await runGit(repo, ["merge", "--ff-only", "--quiet", commit], options);
    if (merged.code !== 0) throw new Error(`The server's checkout (${repo}) could not take the publish: ${merged.stderr.trim()}`);
    return;
  }
  await git(repo, ["update-ref", `refs/heads/${branch}`, commit, expected], options);
}
