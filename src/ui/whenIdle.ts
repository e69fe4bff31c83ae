/**
 * Runs `task` once the browser has nothing more pressing to do (at most 2 s from now), or 200 ms from
 * now where it cannot say (Safari has no requestIdleCallback). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
