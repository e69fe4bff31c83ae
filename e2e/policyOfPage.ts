import { expect, type Page } from "@playwright/test";
import { securityHeaders } from "../src/server/responseHeaders.ts";
import { policyInPage } from "../src/server/pagePolicy.ts";

/**
 * A page's policy header: the one written into the page plus frame-ancestors (which only a header may
 * carry), with the hashes of the page's three inline scripts (the colour scheme, the import map of its
 * content modules, the boot script) and of its styles, and nothing unsafe.
 */
export function expectPagePolicy(header: string | null | undefined, html: string, where: string) {
  expect(header, where).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[^' ]+' 'sha256-[^' ]+' 'sha256-[^' ]+'; style-src 'self' 'sha256-[^;]+; .*frame-ancestors 'none'/);
  expect(header, where).not.toContain("unsafe");
  expect(header!.replace("; frame-ancestors 'none'", ""), where).toBe(policyInPage(html));
}

/** The site's policy, which files that are not pages get. */
export const sitePolicy = securityHeaders["Content-Security-Policy"];

/**
 * Records what the page's policies block: the browser reports every resource, script or style it
 * refuses as a `securitypolicyviolation` event, recorded from before the page's first script runs.
 * Call before page.goto(); the function returned reads what was recorded so far. (consoleGuard fails
 * every test on Chromium's console error for a violation too.)
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    // Both policies report: the header's (the only one with frame-ancestors) and the page's own copy.
    document.addEventListener("securitypolicyviolation", (event) => {
      const policy = event.originalPolicy.includes("frame-ancestors") ? "header" : "page";
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${policy})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
