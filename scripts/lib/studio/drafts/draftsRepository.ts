/**
 * The live studio's drafts: a git worktree on the branch studio/drafts of the site's repository, whose
 * pages/ and public/ the studio's modules read and write as they do the project's own folders in the
 * dev server. Each save is then committed there in the name of the person who made it, so the drafts
 * branch is the history of who changed what; the branch the site is built from is never touched.
 *
 *   const drafts = await openDraftsRepository({ repo: "/srv/site", worktree: "/srv/site/data/studio/drafts" });
 *   await drafts.exclusive(async () => {
 *     saveFile(drafts.folders, …);
 *     return drafts.commit(["pages/index.json"], { name: "Amira Haddad", email: "amira@example.com" }, "Home: hero heading");
 *   });
 */
import { join, resolve } from "node:path";
import { checkedAuthor, committablePath } from "./commitInputs.ts";
import { ensureDraftsWorktree, publishedBranch } from "./draftsWorktree.ts";
import { createExclusive } from "./exclusive.ts";
import { git, runGit, type GitOptions } from "./git.ts";
import { recoverWorktree } from "./recoverWorktree.ts";
import type { Author } from "./author.ts";

export type { Author };

export interface DraftCommit {
  commit: string;
  author: Author;
  /** When it was authored, ISO 8601 with the server's UTC offset: "2026-03-02T10:15:00+04:00". */
  date: string;
  message: string;
}

export interface DraftsRepository {
  /** The worktree on the drafts branch: its pages/ and public/ are what the studio reads and writes. */
  readonly folders: { pagesDir: string; publicDir: string };
  readonly branch: string;
  /** The site's repository, the drafts' worktree, and the branch the site is published from ("main"). */
  readonly repo: string;
  readonly worktree: string;
  readonly published: string;
  /** How the studio runs git (its committer, a clean configuration): publishing commits the same way. */
  readonly gitOptions: GitOptions;
  /** Runs `work` alone: every change to the worktree (write + commit) goes through here, one at a time in this process. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Commits these files (paths relative to the worktree root; only under pages/ or public/images/ — anything else throws)
   * as they now are in the worktree (added, changed or deleted), in ONE commit authored by `author` with `message`.
   * Resolves with the commit id, or undefined when nothing changed.
   */
  commit(paths: string[], author: Author, message: string): Promise<string | undefined>;
  /** The last commits on the drafts branch (optionally touching one path): id, author name and e-mail, ISO date, message. */
  history(options?: { path?: string; limit?: number }): Promise<DraftCommit[]>;
  /**
   * The files whose drafts visitors do not see yet: changed on the drafts branch since it last met the
   * branch the site is published from, and not the same there now ("pages/index.json", "public/images/team.png").
   */
  unpublished(): Promise<string[]>;
  /**
   * Brings what was published (and anything else committed on the published branch) into the drafts
   * branch. Runs inside exclusive(). Resolves false when git could not merge (someone changed on the
   * published branch the same lines a draft changes): the branch is left as it was, and publishing that
   * file is refused until a person decides (publisher.ts).
   */
  mergePublished(): Promise<boolean>;
}

export interface DraftsRepositoryOptions {
  /** The site's repository: a checkout (maybe the one the server runs from), left as it is. */
  repo: string;
  /** The folder the server keeps the drafts worktree in (data/studio/drafts): made when missing. */
  worktree: string;
  /** "studio/drafts" unless set. */
  branch?: string;
  /** Where the drafts branch starts when it does not exist yet: the repository's checked-out branch unless set. */
  baseBranch?: string;
  /** Who commits: the server, while each commit's author is the person who saved. */
  committer?: Author;
}

export const DRAFTS_BRANCH = "studio/drafts";
export const STUDIO_COMMITTER: Author = { name: "Page studio", email: "studio@localhost" };
const DEFAULT_HISTORY_LIMIT = 50;

/** A commit of the files' current content, or undefined when they are as the last commit has them. */
async function commitFiles(worktree: string, paths: string[], author: Author, message: string, options: GitOptions) {
  try {
    // update-index stages each file as it is: written, or removed when it is gone; a path that is
    // neither on disk nor tracked is no change.
    await git(worktree, ["update-index", "--add", "--remove", "--", ...paths], options);
    if ((await runGit(worktree, ["diff", "--cached", "--quiet"], options)).code === 0) return undefined;
    await git(worktree, ["commit", "--quiet", "--no-verify", "-m", message], { ...options, env: { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } });
    return (await git(worktree, ["rev-parse", "HEAD"], options)).trim();
  } catch (error) {
    // Nothing staged is left for the next commit to take along in someone else's name.
    await runGit(worktree, ["reset", "--quiet"], options);
    throw error;
  }
}

/** `git log -z` with one field per NUL: five fields a commit. */
function parseLog(output: string): DraftCommit[] {
  const fields = output.split("\0");
  const commits: DraftCommit[] = [];
  for (let at = 0; at + 4 < fields.length; at += 5) {
    const [commit, name, email, date, message] = fields.slice(at, at + 5) as [string, string, string, string, string];
    commits.push({ commit, author: { name, email }, date, message: message.replace(/\n+$/, "") });
  }
  return commits;
}

export async function openDraftsRepository(options: DraftsRepositoryOptions): Promise<DraftsRepository> {
  const repo = resolve(options.repo);
  const worktree = resolve(options.worktree);
  const branch = options.branch ?? DRAFTS_BRANCH;
  const gitOptions: GitOptions = { committer: checkedAuthor(options.committer ?? STUDIO_COMMITTER) };
  await ensureDraftsWorktree({ repo, worktree, branch, baseBranch: options.baseBranch }, gitOptions);
  const published = await publishedBranch(repo, options.baseBranch, gitOptions);
  await recoverWorktree(worktree, branch, gitOptions);
  const exclusive = createExclusive();

  return {
    folders: { pagesDir: join(worktree, "pages"), publicDir: join(worktree, "public") },
    branch,
    repo,
    worktree,
    published,
    gitOptions,
    exclusive,
    async commit(paths, author, message) {
      const files = [...new Set(paths.map(committablePath))];
      const who = checkedAuthor(author);
      if (typeof message !== "string" || message.trim() === "") throw new Error("a drafts commit needs a message that says what changed");
      if (!files.length) return undefined;
      return exclusive(() => commitFiles(worktree, files, who, message, gitOptions));
    },
    async history({ path, limit = DEFAULT_HISTORY_LIMIT } = {}) {
      const count = Math.max(1, Math.floor(limit));
      const args = ["log", "-z", `--max-count=${count}`, "--format=%H%x00%an%x00%ae%x00%aI%x00%B", `refs/heads/${branch}`, "--"];
      if (path !== undefined) args.push(`:(literal)${committablePath(path)}`);
      return parseLog(await git(worktree, args, gitOptions));
    },
    async unpublished() {
      const names = async (range: string) => (await git(worktree, ["diff", "-z", "--name-only", range, "--", "pages", "public/images"], gitOptions)).split("\0").filter(Boolean);
      // Changed on the drafts since they met (not what the published branch changed), and still
      // different now (not what a publish of some drafts has already taken there).
      const [sinceMet, differentNow] = await Promise.all([names(`${published}...refs/heads/${branch}`), names(`${published}..refs/heads/${branch}`)]);
      const now = new Set(differentNow);
      return sinceMet.filter((file) => now.has(file));
    },
    async mergePublished() {
      const merged = await runGit(worktree, ["merge", "--quiet", "--no-edit", "-m", `Drafts meet what is published on ${published}`, published], gitOptions);
      if (merged.code === 0) return true;
      await runGit(worktree, ["merge", "--abort"], gitOptions);
      return false;
    },
  };
}
