/**
 * What was published, from the published branch's history (its first parents: what the site was built
 * from, one version after another): the studio's publishes, in the publisher's name, and the commits
 * pushed there otherwise, in their author's; newest first; and one file's published versions with what
 * each changed, in words.
 */
import type { StudioPublishedSite, StudioPublishedVersion } from "../../../../src/studio/studioApi.ts";
import { changesInDetail } from "../drafts/changesInDetail.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { git } from "../drafts/git.ts";
import { textAt } from "./publishedBranch.ts";
import { parsedFile as parsed } from "../drafts/parsedFile.ts";


interface LoggedCommit {
  commit: string;
  publisher: { name: string; email: string };
  date: string;
  summary: string;
}

/** The published branch's versions (touching `file` when given), newest first. */
async function publishes(drafts: DraftsRepository, limit: number, file?: string): Promise<LoggedCommit[]> {
  const args = ["log", "-z", `--max-count=${limit}`, "--first-parent", "--format=%H%x00%an%x00%ae%x00%aI%x00%s", drafts.published, "--"];
  if (file) args.push(`:(literal)${file}`);
  const fields = (await git(drafts.worktree, args, drafts.gitOptions)).split("\0");
  const commits: LoggedCommit[] = [];
  for (let at = 0; at + 4 < fields.length; at += 5) {
    commits.push({ commit: fields[at]!.replace(/^\n/, ""), publisher: { name: fields[at + 1]!, email: fields[at + 2]! }, date: fields[at + 3]!, summary: fields[at + 4]! });
  }
  return commits;
}

/** The last publishes of the site; the newest is what visitors see. */
export async function sitePublishes(drafts: DraftsRepository, limit = 20): Promise<StudioPublishedSite[]> {
  return (await publishes(drafts, limit)).map((publish, index) => ({ ...publish, current: index === 0 }));
}

/** One file's published versions, newest first, each with what it changed in the file. */
export async function publishedVersions(drafts: DraftsRepository, file: string, limit = 20): Promise<StudioPublishedVersion[]> {
  return Promise.all(
    (await publishes(drafts, limit, file)).map(async ({ commit, publisher, date }) => {
      const [before, after] = await Promise.all([textAt(drafts.worktree, `${commit}^`, file, drafts.gitOptions), textAt(drafts.worktree, commit, file, drafts.gitOptions)]);
      return { commit, publisher, date, changes: changesInDetail(file, parsed(before), parsed(after)), deleted: after === undefined };
    }),
  );
}
