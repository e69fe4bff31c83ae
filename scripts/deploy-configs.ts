/**
 * Writes dist/_headers and dist/_redirects for static hosts (Netlify, Cloudflare Pages) and the pages'
 * policies for nginx (dist/_page-policies.nginx), from the server's header module and the pages the
 * build wrote. Runs after prerender (`npm run build`).
 * ENQUIRIES_ORIGIN names the server that stores enquiries (a fictional placeholder without it); the
 * site's redirects come from pages/_site.json, which the build has validated.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { nginxPagePoliciesFileName, cloudflareHeaderRuleLimit, enquiriesOrigin, headerRules, headersFile, placeholderEnquiriesOrigin, redirectsFile } from "./lib/deployConfigs.ts";
import { distDir } from "./lib/paths.ts";
import { readSiteFile } from "./lib/validateProject.ts";
import { nginxPagePoliciesFile } from "./lib/nginxPagePolicies.ts";

const dist = distDir;
const origin = enquiriesOrigin();
const rules = headerRules(dist);
const redirects = readSiteFile().redirects ?? [];

writeFileSync(join(dist, "_headers"), headersFile(rules));
writeFileSync(join(dist, "_redirects"), redirectsFile(origin, redirects));
writeFileSync(join(dist, nginxPagePoliciesFileName), nginxPagePoliciesFile(dist));

console.log(`wrote _headers (${rules.length} rules), _redirects (enquiries to ${origin}${redirects.length ? `, ${redirects.length} old address${redirects.length === 1 ? "" : "es"}` : ""}) and ${nginxPagePoliciesFileName}`);
if (origin === placeholderEnquiriesOrigin) console.log("  ENQUIRIES_ORIGIN is not set: a static host would send enquiries to the placeholder (docs/deploy.md)");
if (rules.length > cloudflareHeaderRuleLimit) {
  console.log(`  Cloudflare Pages reads only ${cloudflareHeaderRuleLimit} _headers rules; the pages past it keep the host's default (revalidated) caching`);
}
