/**
 * Runs a function in the page, as page.evaluate() does, for code that tsx runs: tsx compiles with
 * esbuild's keepNames, which wraps every named inner function in a call to a module helper, __name(),
 * that the page does not have ("ReferenceError: __name is not defined"). The function's source is sent
 * with a harmless __name of its own. Arguments that are functions are sent as source too (in-page
 * predicates, such as earlyPresses.ts's), the others as JSON. Evaluated through DevTools, so the page's
 * Content-Security-Policy (no eval) does not apply. pageScript() gives the same as source, for
 * page.addInitScript().
 */
import type { Page } from "@playwright/test";

/** The source of an expression that calls `fn` with `args` (functions as their source, the rest as JSON). */
export function pageScript(fn: (...args: any[]) => unknown, ...args: unknown[]): string {
  const source = (value: unknown) => (typeof value === "function" ? `(${value.toString()})` : value === undefined ? "undefined" : JSON.stringify(value));
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${args.map(source).join(", ")}); })()`;
}

export function inPage<Result>(page: Page, fn: (...args: any[]) => Result, ...args: unknown[]): Promise<Awaited<Result>> {
  return page.evaluate(pageScript(fn, ...args)) as Promise<Awaited<Result>>;
}
