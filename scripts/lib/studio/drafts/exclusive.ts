/**
 * One piece of work at a time: git allows one writer of a worktree's index, and a save is a write and
 * then a commit that must not interleave with another save's. Work started from inside a running piece
 * of work (a commit called in the middle of a save) runs at once instead of waiting behind itself; so
 * a piece of work awaits all it starts, and leaves no timer behind that would write later, outside its turn.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

export function createExclusive(): Exclusive {
  const running = new AsyncLocalStorage<true>();
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    if (running.getStore()) return work();
    const turn = last.then(() => running.run(true, work));
    // A failed piece of work fails for its caller only: the next one still runs.
    last = turn.catch(() => undefined);
    return turn;
  };
}
