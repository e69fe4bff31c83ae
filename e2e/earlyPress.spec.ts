import { test, expect } from "./consoleGuard.ts";
import { earlyPresses } from "../scripts/lib/bench/earlyPresses.ts";
import { pressEarly } from "../scripts/lib/bench/earlyPressPass.ts";
import { throttle } from "../scripts/lib/bench/throttle.ts";

/**
 * Every kind of control, pressed the moment its page's HTML is parsed on a phone four times slower
 * than this machine on slow 4G, long before React has taken over, does its job: the accordions and the
 * phone menu by the browser's own <details> and invoker commands, the rest because the press is
 * replayed once React works (src/earlyClick.ts). The list and the press are `npm run bench`'s.
 */
for (const press of earlyPresses) {
  test(`${press.name}, pressed before the page works, does its job`, async ({ page, baseURL }) => {
    // Each control at the width it is shown at (the desktop project only: playwright.config.ts).
    await page.setViewportSize(press.viewport);
    await throttle(page);
    const run = await pressEarly(page, new URL(baseURL!).origin, press, 20_000);
    expect(run.problem).toBeUndefined();
    expect(run.beforeReact, "React had not yet taken over when the control was pressed").toBe(true);
    expect(run.answeredMs, "the press was answered").not.toBeNull();
  });
}
