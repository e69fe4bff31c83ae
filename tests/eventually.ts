/**
 * Waits until `check` gives something truthy (it may be async) and returns that, or fails after `ms`:
 * for what happens a moment after the test's own action, as an e-mail arriving or a retry being made.
 */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
