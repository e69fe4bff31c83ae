/**
 * Runs `run` in the first task after the browser's next frame: a requestAnimationFrame callback runs
 * just before the frame's style, layout and paint, and a message it posts is taken after them, in
 * order after any posted earlier. (A timer set there may be taken before such a message.) Returns
 * what cancels it.
 */
export function afterNextFrame(run: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(undefined);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
