/**
 * Publishes reach the shared repository (STUDIO_PUSH_REMOTE, "origin"), from which CI, static hosts
 * and the other servers build: each publish is pushed at once, and a push that fails never undoes the
 * publish. The remote down: the push waits and is tried again every `retryMs` until it goes. The
 * remote moved on (someone pushed meanwhile): when its new commits touch none of the files the unpushed
 * publishes change, the publishes are rebased onto it and pushed; when they touch the same files, a
 * person must decide, and the state says which files (a push is never forced).
 */
import type { StudioPushState } from "../../../../src/studio/studioApi.ts";
import { git, runGit, type GitOptions } from "../drafts/git.ts";
import { advanceBranch } from "./publishedBranch.ts";

export interface Pusher {
  readonly state: StudioPushState;
  /** Pushes what is not pushed yet; resolves with the state after trying (or after `waitMs`, still "pending", when the remote is slow). */
  push(waitMs?: number): Promise<StudioPushState>;
  /**
   * Brings the published branch up to the remote's: a fast-forward, or the unpushed publishes put on
   * top when the remote's new commits touch other files. Resolves true when the branch moved (the site
   * must be built from it again); false when there was nothing new, the remote is out of reach, or the
   * same files changed on both sides (the state says so). Runs in the caller's turn (drafts' exclusive).
   */
  catchUp(): Promise<boolean>;
  close(): void;
}

export interface PusherOptions {
  /** The server's checkout, on the published branch. */
  repo: string;
  remote: string;
  branch: string;
  gitOptions: GitOptions;
  retryMs: number;
  /** Called after a rebase brought the remote's commits into the published branch: the site must be built from it again. */
  onRebased: () => Promise<void>;
  /** Called with the published branch's commit each time the remote has it: the other servers may fetch it. */
  onPushed: (commit: string) => Promise<void>;
  log: (message: string) => void;
  /** The drafts' turn: a rebase moves the published branch, which a publish must not do at the same time. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

const names = (output: string) => output.split("\0").filter(Boolean);

export function createPusher({ repo, remote, branch, gitOptions, retryMs, onRebased, onPushed, log, exclusive }: PusherOptions): Pusher {
  const run = (args: string[]) => runGit(repo, args, gitOptions);
  const local = `refs/heads/${branch}`;
  const tracking = `refs/remotes/${remote}/${branch}`;
  const every = `every ${Math.round(retryMs / 1000)} seconds`;
  let state: StudioPushState = { state: "pushed" };
  /** How the last attempt ended: the log says when that changes. */
  let settled = state.state;
  let running: Promise<StudioPushState> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pending = (message: string): StudioPushState => {
    timer ??= setInterval(() => void attempt(), retryMs).unref();
    return { state: "pending", message };
  };
  const unreachable = () => pending(`Published here, but the shared repository (${remote}) cannot be reached, so the publish is not pushed yet. The server tries again ${every}.`);
  const isAncestor = async (ancestor: string, of: string) => (await run(["merge-base", "--is-ancestor", ancestor, of])).code === 0;
  const headOf = async (ref: string) => (await git(repo, ["rev-parse", ref], gitOptions)).trim();

  /** The unpushed publishes on top of the remote's new commits, unless both changed the same files; undefined when done, else the conflict. */
  async function rebase(): Promise<StudioPushState | undefined> {
    const base = (await git(repo, ["merge-base", local, tracking], gitOptions)).trim();
    const ours = names(await git(repo, ["diff", "-z", "--name-only", base, local], gitOptions));
    const theirs = new Set(names(await git(repo, ["diff", "-z", "--name-only", base, tracking], gitOptions)));
    const both = ours.filter((file) => theirs.has(file));
    if (both.length) {
      return { state: "conflict", message: `The shared repository (${remote}) has other changes to ${both.join(", ")}: those publishes are not pushed. Someone with the repository must merge them by hand; the site here keeps what was published.` };
    }
    const rebased = await run(["rebase", "--quiet", tracking]);
    if (rebased.code === 0) return undefined;
    await run(["rebase", "--abort"]);
    return { state: "conflict", message: `The publishes could not be put on top of the shared repository's (${remote}) new commits: ${rebased.stderr.trim()}` };
  }

  async function catchUp(): Promise<boolean> {
    if ((await run(["fetch", "--quiet", remote, `+${local}:${tracking}`])).code !== 0) return false;
    const [mine, theirs] = await Promise.all([headOf(local), headOf(tracking)]);
    if (mine === theirs || (await isAncestor(theirs, mine))) return false;
    if (await isAncestor(mine, theirs)) {
      await advanceBranch(repo, branch, theirs, mine, gitOptions);
      return true;
    }
    const conflict = await rebase();
    if (conflict) state = conflict;
    return conflict === undefined;
  }

  async function once(): Promise<StudioPushState> {
    if ((await run(["push", "--quiet", remote, `${local}:${local}`])).code === 0) return { state: "pushed" };
    if ((await run(["fetch", "--quiet", remote, `+${local}:${tracking}`])).code !== 0) return unreachable();
    const conflict = await rebase();
    if (conflict) return conflict;
    await onRebased();
    const again = await run(["push", "--quiet", remote, `${local}:${local}`]);
    return again.code === 0 ? { state: "pushed" } : pending(`Published here; pushing to ${remote} failed (${again.stderr.trim()}), and the server tries again ${every}.`);
  }

  function attempt(): Promise<StudioPushState> {
    // Until it is done, the state says a push is under way (what the review shows meanwhile).
    if (!running && state.state !== "pending") state = { state: "pending", message: `Published here; pushing to ${remote}…` };
    running ??= exclusive(once)
      .catch((error: unknown) => pending(`Published here; pushing to ${remote} failed (${error instanceof Error ? error.message : String(error)}), and the server tries again ${every}.`))
      .then(async (next) => {
        if (next.state !== "pending" && timer) {
          clearInterval(timer);
          timer = undefined;
        }
        if (next.state !== settled) log(`push to ${remote}: ${next.state}${next.message ? ` (${next.message})` : ""}`);
        state = next;
        settled = next.state;
        running = undefined;
        if (next.state === "pushed") await onPushed(await headOf(local)).catch((error: Error) => log(`the other servers could not be told of the publish: ${error.message}`));
        return next;
      });
    return running;
  }

  return {
    get state() {
      return state;
    },
    push(waitMs = 5_000) {
      const attempted = attempt();
      return Promise.race([attempted, new Promise<StudioPushState>((resolve) => setTimeout(() => resolve({ state: "pending", message: `Published here; pushing to ${remote} is still under way.` }), waitMs).unref())]);
    },
    catchUp,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
