/**
 * Writes dist/_headers and dist/_redirects for static hosts (Netlify, Cloudflare Pages), from the
 * server's header module and the pages the build wrote. Runs after prerender (`npm run build`).
 * ENQUIRIES_ORIGIN names the server that stores enquiries (a fictional placeholder without it).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cloudflareHeaderRuleLimit, enquiriesOrigin, headerRules, headersFile, placeholderEnquiriesOrigin, redirectsFile } from "./lib/deployConfigs.ts";
import { distDir } from "./lib/paths.ts";

const dist = distDir;
const origin = enquiriesOrigin();
const rules = headerRules(dist);

writeFileSync(join(dist, "_headers"), headersFile(rules));
writeFileSync(join(dist, "_redirects"), redirectsFile(origin));

console.log(`wrote _headers (${rules.length} rules) and _redirects (enquiries to ${origin})`);
if (origin === placeholderEnquiriesOrigin) console.log("  ENQUIRIES_ORIGIN is not set: a static host would send enquiries to the placeholder (docs/deploy.md)");
if (rules.length > cloudflareHeaderRuleLimit) {
  console.log(`  Cloudflare Pages reads only ${cloudflareHeaderRuleLimit} _headers rules; the pages past it keep the host's default (revalidated) caching`);
}
