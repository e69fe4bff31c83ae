/**
 * Writes dist/_headers and dist/_redirects for static hosts (Netlify, Cloudflare Pages), and for nginx
 * the pages' policies (dist/_page-policies.nginx) and each language's 404 page
 * (dist/_not-found-pages.nginx), from the server's header module and the pages the build wrote. Runs
 * after prerender (`npm run build`); each publish of the live studio does the same. ENQUIRIES_ORIGIN
 * names the server that stores enquiries (a fictional placeholder without it); the site's redirects
 * come from pages/_site.json, which the build has validated.
 */
import { cloudflareHeaderRuleLimit, nginxNotFoundPagesFileName, nginxPagePoliciesFileName, placeholderEnquiriesOrigin } from "./lib/deployConfigs.ts";
import { writeDeployConfigs } from "./lib/writeDeployConfigs.ts";
import { distDir } from "./lib/paths.ts";
import { readSiteFile } from "./lib/validateProject.ts";

const { rules, origin, redirects } = writeDeployConfigs(distDir, readSiteFile().redirects ?? []);

console.log(`wrote _headers (${rules} rules), _redirects (enquiries to ${origin}${redirects ? `, ${redirects} old address${redirects === 1 ? "" : "es"}` : ""}), ${nginxPagePoliciesFileName} and ${nginxNotFoundPagesFileName}`);
if (origin === placeholderEnquiriesOrigin) console.log("  ENQUIRIES_ORIGIN is not set: a static host would send enquiries to the placeholder (docs/deploy.md)");
if (rules > cloudflareHeaderRuleLimit) {
  console.log(`  Cloudflare Pages reads only ${cloudflareHeaderRuleLimit} _headers rules; the pages past it keep the host's default (revalidated) caching`);
}
