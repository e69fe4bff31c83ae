/**
 * Writes a built site's configuration files for the hosts that serve it: `_headers` and `_redirects`
 * (static hosts), the pages' policies for nginx, and (read by `npm start` too) the redirects. `npm run
 * deploy-configs` writes them into dist/, and each publish of the live studio into its new build.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Redirect } from "../../src/server/redirects.ts";
import { enquiriesOrigin, headerRules, headersFile, nginxPagePoliciesFileName, redirectsFile } from "./deployConfigs.ts";
import { nginxPagePoliciesFile } from "./nginxPagePolicies.ts";

/** Resolves what it wrote: how many header rules, the enquiries' origin, how many old addresses; and the files, relative to `dist`. */
export function writeDeployConfigs(dist: string, redirects: readonly Redirect[]): { rules: number; origin: string; redirects: number; written: string[] } {
  const origin = enquiriesOrigin();
  const rules = headerRules(dist);
  const files: [string, string][] = [
    ["_headers", headersFile(rules)],
    ["_redirects", redirectsFile(origin, redirects)],
    [nginxPagePoliciesFileName, nginxPagePoliciesFile(dist)],
  ];
  for (const [name, text] of files) {
    // A new file: the one there may be shared with an earlier build (scripts/lib/studio/publish/siteBuilds.ts).
    rmSync(join(dist, name), { force: true });
    writeFileSync(join(dist, name), text);
  }
  return { rules: rules.length, origin, redirects: redirects.length, written: files.map(([name]) => name) };
}
