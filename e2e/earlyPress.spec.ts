import { test, expect } from "./consoleGuard.ts";
import { earlyPresses } from "../scripts/lib/bench/earlyPresses.ts";
import { pressEarly } from "../scripts/lib/bench/earlyPressPass.ts";
import { throttle } from "../scripts/lib/bench/throttle.ts";

/**
 * Every kind of control, pressed the moment its page's HTML is parsed on a phone four times slower
 * than this machine on slow 4G, long before React has taken over, does its job: the accordions, the
 * menus and the dialogs by the browser's own <details> and invoker commands, the colour-scheme
 * switches by the page's inline script (src/theme/schemeAtLoad.ts). The list and the press are
 * `npm run bench`'s.
 */
// Throttling stays with the browser tab (scripts/lib/bench/throttle.ts): these tests get tabs of their own.
test.use({ reuseContext: false });

for (const press of earlyPresses) {
  test(`${press.name}, pressed before the page works, does its job`, async ({ page, baseURL }) => {
    // Each control at the width it is shown at (the desktop project only: playwright.config.ts).
    await page.setViewportSize(press.viewport);
    await throttle(page);
    // The app's code is held back until the press is made: on a busy machine Playwright's own steps can
    // take long enough for React to take over first (the phone menu's two presses did in CI), and then
    // the test would prove nothing. The bench presses without it, at the real pace.
    let letAppIn = () => {};
    const pressed = new Promise<void>((resolve) => (letAppIn = resolve));
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    const run = await pressEarly(page, new URL(baseURL!).origin, press, 20_000, { afterPress: letAppIn });
    expect(run.problem).toBeUndefined();
    expect(run.beforeReact, "React had not yet taken over when the control was pressed").toBe(true);
    expect(run.answeredMs, "the press was answered").not.toBeNull();
  });
}
