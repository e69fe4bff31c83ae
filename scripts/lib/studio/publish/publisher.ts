/**
 * Publishing the drafts on the live site: a publisher's chosen pages (and every picture the drafts
 * added) checked as the whole site they would make, built beside the site served (a new folder: the
 * content step in a worker, no code build), committed on the published branch in the publisher's name,
 * and served in one step. Anything that fails before the swap leaves the site, the branch and the
 * drafts as they were; the publisher is told why.
 *
 * One publish at a time, and never beside a save: both run inside the drafts' exclusive().
 */
import { join } from "node:path";
import type { StudioPublished, StudioPublishReview, StudioPushState } from "../../../../src/studio/studioApi.ts";
import { StudioError } from "../../../../src/server/studio/studioError.ts";
import type { StaffStore } from "../../../../src/server/staff/staffStore.ts";
import { root } from "../../paths.ts";
import type { Problem } from "../../problem.ts";
import type { Author } from "../drafts/author.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { git, runGit } from "../drafts/git.ts";
import { studioPathOf } from "../studioFolders.ts";
import { buildInWorker } from "./buildInWorker.ts";
import { advanceBranch, changedOnBothSides, entriesAt, publishCommit } from "./publishedBranch.ts";
import { publishedOverlay, reviewedFiles, verdictFor } from "./reviewDrafts.ts";
import type { SiteBuilds } from "./siteBuilds.ts";

export interface Publisher {
  review(files?: readonly string[]): Promise<StudioPublishReview>;
  publish(files: readonly string[], publisher: Author, from: string): Promise<StudioPublished>;
  /**
   * The site as an earlier publish left it, published again in one step: every page and picture that
   * changed since is put back as a draft (one commit, in the publisher's name) and published.
   */
  rollBack(commit: string, publisher: Author, from: string): Promise<StudioPublished>;
}

/** 422 with the validator's errors: publishing these files would break the site. */
export class PublishRefused extends StudioError {
  readonly errors: Problem[];
  constructor(message: string, errors: Problem[]) {
    super(422, message);
    this.errors = errors;
  }
}

const noPush: StudioPushState = { state: "none" };
const isPicture = (file: string) => file.startsWith("public/");

export function createPublisher({ drafts, builds, staff }: { drafts: DraftsRepository; builds: SiteBuilds; staff: StaffStore }): Publisher {
  const nameOf = (file: string) => studioPathOf(drafts.folders, join(root, file));
  /** The chosen files that have drafts to publish, and the pictures that go with every publish. */
  const choose = (unpublished: readonly string[], files: readonly string[] | undefined) =>
    new Set(unpublished.filter((file) => isPicture(file) || files === undefined || files.includes(file)));

  const publisher: Publisher = {
    async review(files) {
      const unpublished = await drafts.unpublished();
      const chosen = choose(unpublished, files);
      const [reviewed, overlay] = await Promise.all([reviewedFiles(drafts, unpublished), publishedOverlay(drafts, unpublished, chosen)]);
      return { files: reviewed, ...verdictFor(drafts, overlay, chosen, nameOf), push: noPush };
    },

    publish(files, author, from) {
      return drafts.exclusive(async () => {
        const started = performance.now();
        const steps: Record<string, number> = {};
        let stepStarted = started;
        const stepDone = (name: string) => {
          const now = performance.now();
          steps[name] = Math.round(now - stepStarted);
          stepStarted = now;
        };
        const unpublished = await drafts.unpublished();
        const chosen = choose(unpublished, files);
        const pages = [...chosen].filter((file) => !isPicture(file));
        if (!chosen.size) throw new StudioError(422, "There is nothing to publish: every draft you chose is published already.");
        const [parent, draftsHead] = await Promise.all(
          [drafts.published, `refs/heads/${drafts.branch}`].map(async (ref) => (await git(drafts.worktree, ["rev-parse", "--verify", `${ref}^{commit}`], drafts.gitOptions)).trim()),
        );
        const both = await changedOnBothSides(drafts.worktree, parent!, draftsHead!, [...chosen], drafts.gitOptions);
        if (both.length) {
          throw new StudioError(409, `${both.join(", ")} changed on the branch the site is published from (${drafts.published}) since the drafts last met it. Ask whoever changed it there, then publish again.`);
        }

        const overlay = await publishedOverlay(drafts, unpublished, chosen);
        stepDone("check");
        const build = await builds.prepare(drafts.folders.publicDir);
        stepDone("prepare");
        const built = await buildInWorker({ folders: drafts.folders, dist: build.dist, ssr: build.ssr, overrides: [...overlay.overrides], absent: [...overlay.absent] }).catch((error: unknown) => ({
          ok: false as const,
          error: error instanceof Error ? error.message : String(error),
        }));
        if (!built.ok) {
          await builds.discard(build);
          if ("problems" in built) {
            const errors = built.problems.filter((problem) => problem.severity === "error").map((problem) => ({ ...problem, file: nameOf(problem.file) }));
            throw new PublishRefused("Publishing these drafts would break the site, so nothing was published. Fix what is listed, then publish again.", errors);
          }
          throw new Error(`The new site could not be built, so nothing was published and visitors keep the site as it was: ${built.error}`);
        }
        stepDone("build");

        const names = (await reviewedFiles(drafts, pages)).map((file) => file.name);
        const summary = `Published ${names.length ? names.join(", ") : "pictures"}`;
        const message = `${summary}\n\n${[...chosen].map((file) => `- ${file}`).join("\n")}\n`;
        const commit = await publishCommit(drafts.worktree, { parent: parent!, from: draftsHead!, files: [...chosen], publisher: author, message }, drafts.gitOptions);
        await advanceBranch(drafts.repo, drafts.published, commit, parent!, drafts.gitOptions);
        stepDone("commit");
        await builds.swap(build);
        stepDone("swap");
        const tookMs = Math.round(performance.now() - started);
        await drafts.mergePublished();
        await staff.log({ actor: author.email, action: "publish", detail: `${summary} (${commit.slice(0, 12)})`, from });
        stepDone("after");
        return { commit, files: [...chosen], tookMs, steps, push: noPush };
      });
    },

    rollBack(commit, who, from) {
      return drafts.exclusive(async () => {
        const run = (args: string[]) => git(drafts.worktree, args, drafts.gitOptions);
        const known = await runGit(drafts.worktree, ["merge-base", "--is-ancestor", commit, drafts.published], drafts.gitOptions);
        if (known.code !== 0) throw new StudioError(404, "That publish is not in the published site's history.");
        const files = (await run(["diff", "-z", "--name-only", commit, drafts.published, "--", "pages", "public/images"])).split("\0").filter(Boolean);
        if (!files.length) throw new StudioError(422, "The site is as that publish left it already: there is nothing to roll back.");
        const there = await entriesAt(drafts.worktree, commit, files, drafts.gitOptions);
        const restored = files.filter((file) => there.has(file));
        const removed = files.filter((file) => !there.has(file));
        if (restored.length) await run(["checkout", commit, "--", ...restored.map((file) => `:(literal)${file}`)]);
        if (removed.length) await run(["rm", "--quiet", "--ignore-unmatch", "--", ...removed.map((file) => `:(literal)${file}`)]);
        const date = (await run(["log", "-1", "--format=%cs", commit])).trim();
        await drafts.commit(files, who, `Rolled back to the publish of ${date}`);
        return publisher.publish(files, who, from);
      });
    },
  };
  return publisher;
}
