/**
 * Writes a built site's configuration files for the hosts that serve it: `_headers` and `_redirects`
 * (static hosts), the pages' policies and each language's 404 page for nginx, and (read by `npm start`
 * too) the redirects. `npm run deploy-configs` writes them into dist/, and each publish of the live
 * studio into its new build.
 */
import { join } from "node:path";
import type { Redirect } from "../../src/server/redirects.ts";
import { enquiriesOrigin, headerRules, headersFile, hostConfigFiles, redirectsFile } from "./deployConfigs.ts";
import { nginxPagePoliciesFile } from "./nginxPagePolicies.ts";
import { nginxNotFoundPagesFile } from "./nginxNotFoundPages.ts";
import { builtNotFoundFiles } from "../../src/server/notFoundPages.ts";
import { writeFreshFileSync } from "./freshFile.ts";

/** Resolves what it wrote: how many header rules, the enquiries' origin, how many old addresses; and the files, relative to `dist`. */
export function writeDeployConfigs(dist: string, redirects: readonly Redirect[]): { rules: number; origin: string; redirects: number; written: string[] } {
  const origin = enquiriesOrigin();
  const rules = headerRules(dist);
  const [headers, redirectRules, pagePolicies, notFoundPages] = hostConfigFiles;
  const files: [string, string][] = [
    [headers, headersFile(rules)],
    [redirectRules, redirectsFile(origin, redirects, builtNotFoundFiles(dist))],
    [pagePolicies, nginxPagePoliciesFile(dist)],
    [notFoundPages, nginxNotFoundPagesFile(dist)],
  ];
  for (const [name, text] of files) writeFreshFileSync(join(dist, name), text);
  return { rules: rules.length, origin, redirects: redirects.length, written: files.map(([name]) => name) };
}
