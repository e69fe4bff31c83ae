import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { Page } from "@playwright/test";
import { expect } from "../consoleGuard.ts";

/** The rule sets the issue names: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Violation = axe.Result;
type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's minified build (650 KB). Its `axe.source` is the readable one (1.5 MB), and passing a
 * script to the page costs by the byte: the minified one is in place in 0.4 s instead of 0.65 s here.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe-core into every frame of the page's document once, however often it is run there.
 * @axe-core/playwright did that twice on every run, and once more in a blank page it opened to merge
 * the frames' results, which made a run 1.7 s instead of 0.3 s here. The site and the studio have only
 * same-origin frames, which axe.run reaches itself.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => Boolean((window as AxeWindow).axe))) continue;
    await frame.evaluate(axeSource);
  }
}

/** Runs axe on the page as it is now, with every rule of `wcagTags`, or only the rules named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  await injectAxe(page);
  // Only violations come back: the passes would list nearly every element of the page, for nothing.
  // What axe cannot decide is left out too: text on the brand gradient comes back "incomplete" for
  // color-contrast, as axe measures no gradient. That contrast rests on src/theme/palette.test.ts,
  // which holds brand text at 4.5 : 1 on every stop of the gradient and under its white light.
  const options: axe.RunOptions = { resultTypes: ["violations"], runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: wcagTags } };
  return page.evaluate((options) => (window as AxeWindow).axe!.run(document, options).then((results) => results.violations), options);
}

/**
 * One block per rule that failed, written for the engineer who has to fix it: the rule, its impact,
 * what it asks for and where to read more, then the CSS path of every element that breaks it, with
 * axe's one-line reason for that element (for contrast: the two colours and the ratio).
 */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const reason = node.failureSummary?.split("\n").slice(1).map((line) => line.trim()).filter(Boolean)[0];
        return `    - ${node.target.join(" >>> ")}${reason ? `\n      ${reason}` : ""}`;
      });
      return `  ${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join("\n")}`;
    })
    .join("\n");
}

/** The summary a failing assertion prints: how many rules failed where, then each in detail. */
const violationReport = (where: string, violations: Violation[]) =>
  `${violations.length} axe rule(s) fail on ${where}:\n${describeViolations(violations)}`;

/** Fails with a readable report (rule, impact, help, every element's CSS path) if axe finds anything. */
export async function expectNoAxeViolations(page: Page, where: string, rules?: string[]) {
  const violations = await axeViolations(page, rules);
  expect(violations.map((violation) => violation.id), violationReport(where, violations)).toEqual([]);
}
