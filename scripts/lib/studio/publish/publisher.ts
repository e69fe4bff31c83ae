/**
 * Publishing the drafts on the live site: a publisher's chosen pages (and every picture the drafts
 * added) checked as the whole site they would make, built beside the site served (a new folder: the
 * content step in a worker, no code build), committed on the published branch in the publisher's name,
 * and served in one step, then pushed to the shared repository (pushPublished.ts). Anything that fails
 * before the swap leaves the site, the branch and the drafts as they were; the publisher is told why.
 *
 * One publish at a time, and never beside a save: both run inside the drafts' exclusive(), and with
 * other servers on the same database, inside their shared lock (publishCoordination.ts).
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
import { startContentWorkers } from "./buildInWorker.ts";
import { advanceBranch, changedOnBothSides, entriesAt, publishCommit } from "./publishedBranch.ts";
import { publishedOverlay, reviewedFiles, verdictFor } from "./reviewDrafts.ts";
import { singleServer, type PublishCoordination } from "./publishCoordination.ts";
import { createPusher } from "./pushPublished.ts";
import type { SiteBuild, SiteBuilds } from "./siteBuilds.ts";

export interface Publisher {
  review(files?: readonly string[]): Promise<StudioPublishReview>;
  publish(files: readonly string[], publisher: Author, from: string): Promise<StudioPublished>;
  /**
   * The site as an earlier publish left it, published again in one step: every page and picture that
   * changed since is put back as a draft (one commit, in the publisher's name) and published.
   */
  rollBack(commit: string, publisher: Author, from: string): Promise<StudioPublished>;
  /**
   * Fetches what another server published (from the shared repository) and serves it; serves the
   * published branch too when a publish was interrupted. At start, and at each other server's publish.
   */
  catchUp(): Promise<void>;
  close(): void;
}

export interface PublisherOptions {
  drafts: DraftsRepository;
  builds: SiteBuilds;
  staff: StaffStore;
  /** Where publishes are pushed (STUDIO_PUSH_REMOTE), and how often a push that failed is tried again. */
  push?: { remote: string; retryMs: number };
  /** The other servers on the same database: one publish at a time, and each told of the others' (publishCoordination.ts). */
  coordination?: PublishCoordination;
  log?: (message: string) => void;
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

/** How long each step of a publish took, for the benchmark. */
function stepTimer() {
  const steps: Record<string, number> = {};
  const started = performance.now();
  let stepStarted = started;
  return {
    steps,
    since: () => Math.round(performance.now() - started),
    done(name: string) {
      const now = performance.now();
      steps[name] = Math.round(now - stepStarted);
      stepStarted = now;
    },
  };
}

export function createPublisher({ drafts, builds, staff, push, coordination = singleServer, log = console.log }: PublisherOptions): Publisher {
  const nameOf = (file: string) => studioPathOf(drafts.folders, join(root, file));
  const contentWorkers = startContentWorkers(drafts.folders, builds.currentBuild);
  const revision = async (ref: string) => (await git(drafts.worktree, ["rev-parse", "--verify", `${ref}^{commit}`], drafts.gitOptions)).trim();
  /** The chosen files that have drafts to publish, and the pictures that go with every publish. */
  const choose = (unpublished: readonly string[], files: readonly string[] | undefined) =>
    new Set(unpublished.filter((file) => isPicture(file) || files === undefined || files.includes(file)));

  /**
   * The site with the drafts of `chosen` (every other unpublished page as it is published), built
   * into a new folder: resolves with it, or refuses with the validator's errors, or throws why the
   * build failed. The served site is untouched either way.
   */
  async function buildWith(chosen: ReadonlySet<string>, unpublished: readonly string[]): Promise<SiteBuild> {
    const overlay = await publishedOverlay(drafts, unpublished, chosen);
    const build = await builds.prepare(drafts.folders.publicDir);
    const built = await contentWorkers.build({ folders: drafts.folders, dist: build.dist, ssr: build.ssr, overrides: [...overlay.overrides], absent: [...overlay.absent], served: builds.currentBuild() }).catch((error: unknown) => ({
      ok: false as const,
      error: error instanceof Error ? error.message : String(error),
    }));
    if (built.ok) return build;
    await builds.discard(build);
    if ("problems" in built) {
      const errors = built.problems.filter((problem) => problem.severity === "error").map((problem) => ({ ...problem, file: nameOf(problem.file) }));
      throw new PublishRefused("Publishing these drafts would break the site, so nothing was published. Fix what is listed, then publish again.", errors);
    }
    throw new Error(`The new site could not be built, so nothing was published and visitors keep the site as it was: ${built.error}`);
  }

  /**
   * Builds and serves the published branch as it is now, when the served build was made from another
   * commit: after a restart that interrupted a publish, or once a push brought others' commits in.
   */
  const serveLatest = () =>
    drafts.exclusive(async () => {
      const head = await revision(drafts.published);
      if (builds.servedCommit() === head) return;
      await drafts.mergePublished();
      const build = await buildWith(new Set(), await drafts.unpublished());
      await builds.swap(build, head);
      log(`serving the site as published in ${head.slice(0, 12)}`);
    });

  const pusher =
    push &&
    createPusher({ repo: drafts.repo, remote: push.remote, branch: drafts.published, gitOptions: drafts.gitOptions, retryMs: push.retryMs, onRebased: serveLatest, onPushed: (commit) => coordination.published(commit), log, exclusive: drafts.exclusive });
  const pushState = () => pusher?.state ?? noPush;

  const publisher: Publisher = {
    async review(files) {
      // A publish is likely to follow: its worker warms up meanwhile.
      contentWorkers.warmUp();
      const unpublished = await drafts.unpublished();
      const chosen = choose(unpublished, files);
      const [reviewed, overlay] = await Promise.all([reviewedFiles(drafts, unpublished), publishedOverlay(drafts, unpublished, chosen)]);
      return { files: reviewed, ...verdictFor(drafts, overlay, chosen, nameOf), push: pushState() };
    },

    async publish(files, author, from) {
      const asked = performance.now();
      const published = await drafts.exclusive(() => coordination.alone(async () => {
        const timer = stepTimer();
        // How long this publish waited for its turn (another save or publish, here or on another server).
        timer.steps.turn = Math.round(performance.now() - asked);
        // What another server (or a push from elsewhere) published meanwhile is served first, and this
        // publish goes on top of it.
        if (pusher && (await pusher.catchUp())) await serveLatest();
        timer.done("catch-up");
        const unpublished = await drafts.unpublished();
        const chosen = choose(unpublished, files);
        if (!chosen.size) throw new StudioError(422, "There is nothing to publish: every draft you chose is published already.");
        const [parent, draftsHead] = await Promise.all([revision(drafts.published), revision(`refs/heads/${drafts.branch}`)]);
        const both = await changedOnBothSides(drafts.worktree, parent, draftsHead, [...chosen], drafts.gitOptions);
        if (both.length) {
          const who = (await git(drafts.worktree, ["log", "-1", "--format=%an", `${draftsHead}..${parent}`, "--", ...both.map((file) => `:(literal)${file}`)], drafts.gitOptions)).trim();
          throw new StudioError(
            409,
            `${who || "Someone"} changed ${both.join(", ")} on the published site while it had drafts here, so publishing the drafts would undo that change unseen. See their version under Published versions: restore it and make your change again, or ask them.`,
          );
        }
        timer.done("check");
        const build = await buildWith(chosen, unpublished);
        timer.done("build");

        const names = (await reviewedFiles(drafts, [...chosen].filter((file) => !isPicture(file)))).map((file) => file.name);
        const summary = `Published ${names.length ? names.join(", ") : "pictures"}`;
        const message = `${summary}\n\n${[...chosen].map((file) => `- ${file}`).join("\n")}\n`;
        const commit = await publishCommit(drafts.worktree, { parent, from: draftsHead, files: [...chosen], publisher: author, message }, drafts.gitOptions);
        await advanceBranch(drafts.repo, drafts.published, commit, parent, drafts.gitOptions);
        timer.done("commit");
        await builds.swap(build, commit);
        timer.done("swap");
        const tookMs = timer.since();
        await drafts.mergePublished();
        await staff.log({ actor: author.email, action: "publish", detail: `${summary} (${commit.slice(0, 12)})`, from });
        timer.done("after");
        return { commit, files: [...chosen], tookMs, steps: timer.steps };
      }));
      // Outside the drafts' turn: saves need not wait for the shared repository.
      return { ...published, push: pusher ? await pusher.push() : noPush };
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

    close() {
      pusher?.close();
      contentWorkers.close();
    },

    async catchUp() {
      await drafts.exclusive(async () => {
        const moved = pusher ? await pusher.catchUp() : false;
        // The project's own build is served until the branch moves: it was built from the checkout.
        if (moved || builds.servedCommit() !== undefined) await serveLatest();
      });
    },
  };
  // Publishes a stopped server had not pushed yet go now.
  void pusher?.push();
  return publisher;
}
