/** Runs `task` once the browser has nothing more pressing to do (Safari has no requestIdleCallback). */
export const whenIdle = (task: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
