import { expect } from "@playwright/test";
import { securityHeaders } from "../src/server/responseHeaders.ts";
import { policyInPage } from "../src/server/pagePolicy.ts";


/**
 * A page's policy header: the one written into the page plus frame-ancestors (which only a header may
 * carry), with the page's style hashes and nothing unsafe.
 */
export function expectPagePolicy(header: string | null | undefined, html: string, where: string) {
  expect(header, where).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self' 'sha256-[^;]+; .*frame-ancestors 'none'/);
  expect(header, where).not.toContain("unsafe");
  expect(header!.replace("; frame-ancestors 'none'", ""), where).toBe(policyInPage(html));
}

/** The site's policy, which files that are not pages get. */
export const sitePolicy = securityHeaders["Content-Security-Policy"];
