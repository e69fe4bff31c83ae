/**
 * The early-press pass of `npm run bench`: each control of earlyPresses.ts pressed at its page's
 * DOMContentLoaded on a throttled phone (throttle.ts), and whether, and how long after the press, it
 * did its job. A visitor on a slow phone taps what they see; the prerendered page shows every control
 * seconds before React has taken it over, so a press must not be lost in between.
 */
import { watchReactScript } from "./reactTookOver.ts";
import type { Browser, Locator, Page } from "@playwright/test";
import { expectProtocol } from "./browser.ts";
import type { EarlyPress } from "./earlyPresses.ts";
import { inPage, pageScript } from "./inPage.ts";
import { median } from "./metrics.ts";
import { throttle } from "./throttle.ts";

export interface EarlyPressRun {
  /** From the press (its pointerdown) to the first frame in which the press had done its job; null when it never did. */
  answeredMs: number | null;
  /** Whether React had not yet taken over the page (e2e/interactive.ts) when the press reached it. */
  beforeReact: boolean | null;
  /** Why the control could not be pressed, if it could not. */
  problem?: string;
}

export interface EarlyPressResult {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  runs: EarlyPressRun[];
  /** Median over the runs; null when any run went unanswered (the budget wants every press answered). */
  answeredMs: number | null;
  answeredRuns: number;
}

interface PressProbe {
  pressedAt?: number;
  answeredAt?: number;
  beforeReact?: boolean;
  done?: Promise<void>;
}

/**
 * In the page, from the start of its document (an init script: a call after DOMContentLoaded would wait
 * for the busy page to answer): takes the real (trusted) pointerdowns after the first `skip` ones as the
 * press, then checks `answered` every frame. The press time is the pointerdown's own time stamp, when
 * the input reached the browser, however long the page then kept it waiting.
 */
function armPressProbe(answered: () => boolean, skip: number) {
  const probe: PressProbe = {};
  let skipped = 0;
  probe.done = new Promise<void>((resolve) => {
    const onPointerDown = (event: PointerEvent) => {
      if (!event.isTrusted || skipped++ < skip) return;
      removeEventListener("pointerdown", onPointerDown, true);
      probe.pressedAt = event.timeStamp;
      probe.beforeReact = (window as { __reactTookOver?: boolean }).__reactTookOver !== true;
      const frame = () => {
        if (!answered()) return void requestAnimationFrame(frame);
        probe.answeredAt = performance.now();
        resolve();
      };
      requestAnimationFrame(frame);
    };
    addEventListener("pointerdown", onPointerDown, true);
  });
  (window as unknown as { __benchPress: PressProbe }).__benchPress = probe;
}

/**
 * A press at once: Playwright's usual checks before a click (visible, stable over two frames, hit by the
 * pointer) each wait for the busy page and took over a second here, by which time React had often taken
 * over. The control is scrolled into view and pressed at its centre. `inDialog`: the control is in a
 * dialog just opened (the sidebar slides in), so its opening animation is waited for first.
 */
async function pressAtOnce(control: Locator, name: string, { timeoutMs, inDialog = false }: { timeoutMs: number; inDialog?: boolean }): Promise<string | undefined> {
  try {
    if (inDialog) await inPage(control.page(), () => Promise.all([...document.querySelectorAll("dialog[open]")].flatMap((dialog) => dialog.getAnimations({ subtree: true })).map((animation) => animation.finished)));
    await control.click({ force: true, timeout: timeoutMs });
    return undefined;
  } catch (error) {
    const found = await control.count().catch(() => 0);
    return found === 0 ? `no ${name} on the page` : `${name} could not be pressed: ${(error as Error).message.split("\n")[0]}`;
  }
}

/**
 * Opens `url` and returns at its DOMContentLoaded, as e2e/loading.spec.ts's homeBeforeReact does:
 * page.goto() would wait for the load event, by when the app may already be on its way.
 */
async function openAtDomContentLoaded(page: Page, url: string): Promise<void> {
  await page.goto("about:blank");
  await inPage(page, (address: string) => window.location.assign(address), url);
  await page.waitForURL(url, { waitUntil: "domcontentloaded" });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Presses `press`'s control in `page` (throttled, at the control's window size) at its page's
 * DOMContentLoaded, and waits at most `timeoutMs` for it to answer. The browser test of early presses
 * (e2e/earlyPress.spec.ts) presses the same way; `afterPress` runs once the press is made, before the
 * wait (the test lets the app's code arrive then).
 */
export async function pressEarly(page: Page, origin: string, press: EarlyPress, timeoutMs: number, { afterPress }: { afterPress?: () => void } = {}): Promise<EarlyPressRun> {
  await page.addInitScript(watchReactScript);
  await page.addInitScript(pageScript(armPressProbe, press.answered, press.before ? 1 : 0));
  await openAtDomContentLoaded(page, origin + press.route);
  const problem =
    (press.before && (await pressAtOnce(press.before(page), "control that opens it", { timeoutMs }))) ||
    (await pressAtOnce(press.control(page), "such control", { timeoutMs, inDialog: !!press.before }));
  afterPress?.();
  if (problem) return { answeredMs: null, beforeReact: null, problem };
  await Promise.race([inPage(page, () => (window as unknown as { __benchPress: PressProbe }).__benchPress.done), sleep(timeoutMs)]);
  const { pressedAt, answeredAt, beforeReact } = await inPage(page, () => {
    const { pressedAt, answeredAt, beforeReact } = (window as unknown as { __benchPress: PressProbe }).__benchPress;
    return { pressedAt, answeredAt, beforeReact };
  });
  if (pressedAt === undefined) return { answeredMs: null, beforeReact: null, problem: "the press never reached the page" };
  return { answeredMs: answeredAt === undefined ? null : answeredAt - pressedAt, beforeReact: beforeReact ?? null };
}

/** One press in a fresh browser context (empty cache and storage, light colour scheme). */
async function pressOnce(browser: Browser, origin: string, press: EarlyPress, timeoutMs: number): Promise<EarlyPressRun> {
  const context = await browser.newContext({ viewport: press.viewport, colorScheme: "light" });
  try {
    const page = await context.newPage();
    await throttle(page);
    const run = await pressEarly(page, origin, press, timeoutMs);
    if (!run.problem) await expectProtocol(page, "h2");
    return run;
  } finally {
    await context.close();
  }
}

/** Presses each control `runs` times; `onRun` reports progress. */
export async function measureEarlyPresses(
  browser: Browser,
  origin: string,
  presses: readonly EarlyPress[],
  { runs, timeoutMs = 10_000, onRun }: { runs: number; timeoutMs?: number; onRun?: (press: EarlyPress, run: number) => void },
): Promise<EarlyPressResult[]> {
  const results: EarlyPressResult[] = [];
  for (const press of presses) {
    const pressRuns: EarlyPressRun[] = [];
    for (let run = 1; run <= runs; run++) {
      onRun?.(press, run);
      pressRuns.push(await pressOnce(browser, origin, press, timeoutMs));
    }
    const answered = pressRuns.flatMap((run) => (run.answeredMs === null ? [] : [run.answeredMs]));
    results.push({
      name: press.name,
      route: press.route,
      viewport: press.viewport,
      runs: pressRuns,
      answeredMs: answered.length === pressRuns.length ? median(answered) : null,
      answeredRuns: answered.length,
    });
  }
  return results;
}
