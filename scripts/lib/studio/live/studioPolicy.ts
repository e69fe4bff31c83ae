/**
 * The studio's pages' Content-Security-Policy: the site's (src/server/responseHeaders.ts), and what
 * the studio needs beyond it, for signed-in staff only:
 * - frame-src and frame-ancestors 'self': the editor shows its preview in a frame of its own origin;
 * - script-src 'unsafe-eval': the forms check values with ajv (@rjsf/validator-ajv8), which compiles
 *   each schema into a function at run time. Precompiled validators would remove it.
 * - img-src blob: for a picture chosen for upload, shown before it is sent.
 */
import { contentSecurityPolicy, contentSecurityPolicyFor, type InlineHashes } from "../../../../src/server/responseHeaders.ts";

const studioPolicy: Readonly<Record<string, string>> = {
  ...contentSecurityPolicy,
  "script-src": `${contentSecurityPolicy["script-src"]} 'unsafe-eval'`,
  "img-src": `${contentSecurityPolicy["img-src"]} blob:`,
  "frame-src": "'self'",
  "frame-ancestors": "'self'",
};

/** The studio's policy, with a page's inline styles' hashes when it has some (the draft preview). */
export const studioContentSecurityPolicyFor = (hashes: InlineHashes = {}) => contentSecurityPolicyFor(hashes, { policy: studioPolicy });

export const studioContentSecurityPolicy = studioContentSecurityPolicyFor();
