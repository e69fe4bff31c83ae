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

export interface Pusher {
  readonly state: StudioPushState;
  /** Pushes what is not pushed yet; resolves with the state after trying (or after `waitMs`, still "pending", when the remote is slow). */
  push(waitMs?: number): Promise<StudioPushState>;
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
  log: (message: string) => void;
  /** The drafts' turn: a rebase moves the published branch, which a publish must not do at the same time. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

const names = (output: string) => output.split("\0").filter(Boolean);

export function createPusher({ repo, remote, branch, gitOptions, retryMs, onRebased, log, exclusive }: PusherOptions): Pusher {
  const run = (args: string[]) => runGit(repo, args, gitOptions);
  const tracking = `refs/remotes/${remote}/${branch}`;
  let state: StudioPushState = { state: "pushed" };
  let running: Promise<StudioPushState> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pending = (message: string): StudioPushState => {
    timer ??= setInterval(() => void attempt(), retryMs).unref();
    return { state: "pending", message };
  };

  async function once(): Promise<StudioPushState> {
    const pushed = await run(["push", "--quiet", remote, `refs/heads/${branch}:refs/heads/${branch}`]);
    if (pushed.code === 0) return { state: "pushed" };
    const fetched = await run(["fetch", "--quiet", remote, `+refs/heads/${branch}:${tracking}`]);
    if (fetched.code !== 0) return pending(`Published here, but the shared repository (${remote}) cannot be reached, so the publish is not pushed yet. The server tries again every ${Math.round(retryMs / 1000)} seconds.`);
    const base = (await git(repo, ["merge-base", `refs/heads/${branch}`, tracking], gitOptions)).trim();
    const ours = names(await git(repo, ["diff", "-z", "--name-only", base, `refs/heads/${branch}`], gitOptions));
    const theirs = new Set(names(await git(repo, ["diff", "-z", "--name-only", base, tracking], gitOptions)));
    const both = ours.filter((file) => theirs.has(file));
    if (both.length) {
      return { state: "conflict", message: `The shared repository (${remote}) has other changes to ${both.join(", ")}: those publishes are not pushed. Someone with the repository must merge them by hand; the site here keeps what was published.` };
    }
    const rebased = await run(["rebase", "--quiet", tracking]);
    if (rebased.code !== 0) {
      await run(["rebase", "--abort"]);
      return { state: "conflict", message: `The publishes could not be put on top of the shared repository's (${remote}) new commits: ${rebased.stderr.trim()}` };
    }
    await onRebased();
    const again = await run(["push", "--quiet", remote, `refs/heads/${branch}:refs/heads/${branch}`]);
    return again.code === 0 ? { state: "pushed" } : pending(`Published here; pushing to ${remote} failed (${again.stderr.trim()}), and the server tries again every ${Math.round(retryMs / 1000)} seconds.`);
  }

  function attempt(): Promise<StudioPushState> {
    running ??= exclusive(once)
      .catch((error: unknown) => pending(`Published here; pushing to ${remote} failed (${error instanceof Error ? error.message : String(error)}), and the server tries again.`))
      .then((next) => {
        if (next.state !== "pending" && timer) {
          clearInterval(timer);
          timer = undefined;
        }
        if (next.state !== state.state) log(`push to ${remote}: ${next.state}${next.message ? ` (${next.message})` : ""}`);
        state = next;
        running = undefined;
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
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
