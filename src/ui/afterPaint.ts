/**
 * Runs `run` once the browser has painted its next frame: a requestAnimationFrame callback runs just
 * before the frame's style, layout and paint, and a task it queues runs after them. Returns what cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(run, 0)));
  return () => (cancelAnimationFrame(frame), clearTimeout(task));
}
