/**
 * The studio's pages' Content-Security-Policy: the site's (src/server/responseHeaders.ts), and what
 * the studio needs beyond it, for signed-in staff only:
 * - frame-src and frame-ancestors 'self': the editor shows its preview in a frame of its own origin;
 * - script-src 'unsafe-eval': the forms check values with ajv (@rjsf/validator-ajv8), which compiles
 *   each schema into a function at run time. Precompiled validators would remove it.
 * - img-src blob: for a picture chosen for upload, shown before it is sent.
 */
import { contentSecurityPolicy } from "../../../../src/server/responseHeaders.ts";

const added: Record<string, string> = { "script-src": "'unsafe-eval'", "img-src": "blob:", "frame-src": "'self'" };

export const studioContentSecurityPolicy = Object.entries({ ...contentSecurityPolicy, "frame-ancestors": "'self'", "frame-src": "" })
  .map(([directive, sources]) => [directive, sources, added[directive]].filter(Boolean).join(" "))
  .join("; ");
