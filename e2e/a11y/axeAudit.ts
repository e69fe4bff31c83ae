import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../consoleGuard.ts";

/** The rule sets the issue names: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** Runs axe on the page as it is now, with every rule of `wcagTags`, or only the rules named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  // Only violations come back: the passes would list nearly every element of the page, for nothing.
  // What axe cannot decide is left out too: text on the brand gradient comes back "incomplete" for
  // color-contrast, as axe measures no gradient. That contrast rests on src/theme/palette.test.ts,
  // which holds brand text at 4.5 : 1 on every stop of the gradient and under its white light.
  // (options() replaces what withTags/withRules set, so it goes first.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (rules) builder.withRules(rules);
  else builder.withTags(wcagTags);
  return (await builder.analyze()).violations;
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
