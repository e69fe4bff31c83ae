import { describe, expect, it } from "vitest";
import type { Block } from "../src/generated/page.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

const emailPages = ["/services/business-email-hosting", "/services/microsoft-365", "/services/work-space"];
const { pages } = validateProject();

const tableOf = (route: string) => {
  const tables = pages.find((page) => page.route === route)!.page.blocks.filter((block): block is Extract<Block, { type: "comparisonTable" }> => block.type === "comparisonTable");
  expect(tables, route).toHaveLength(1);
  const { columns, rows, featureLabel } = tables[0]!;
  return { columns, rows, featureLabel };
};

// SPEC section 9: the comparison table is the same on the Workspace and Microsoft pages. Each page file
// holds its own copy (a page is one self-contained file), so this keeps the three from drifting apart.
describe("the email-hosting pages' plan comparison", () => {
  it("is one and the same table on all three pages", () => {
    const [first, ...others] = emailPages.map(tableOf);
    for (const other of others) expect(other).toEqual(first);
  });
});
