/**
 * Who may talk to the studio's endpoint: the studio's own page, on the developer's machine. The
 * endpoint writes files, so a page on another site open in the same browser must not reach it:
 * - `Host` must be the dev server's own (localhost, 127.0.0.1 or [::1] with its port), which also
 *   turns away DNS rebinding (a foreign name resolving to 127.0.0.1);
 * - a request that changes something must carry the studio's own `Origin`;
 * - a read that the browser marks as coming from another site (`Sec-Fetch-Site`) is refused too;
 * - a body must be sent as what the route takes (application/json), so that a form on another site,
 *   which a browser may post without asking first, never gets through as a "simple request".
 * Every refusal is 403 (415 for the body's type) and happens before the body is read.
 */
import type { FastifyRequest } from "fastify";
import { notAPictureMessage, pictureTypes } from "./storePicture.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";

const ownHostNames = ["localhost", "127.0.0.1", "[::1]"];
const readOnly = new Set(["GET", "HEAD"]);

/** The checks every request passes before its route runs; `port` is the dev server's, once it listens. */
export function requestGuard(port: () => number) {
  return async (request: FastifyRequest) => {
    const ownHosts = ownHostNames.map((name) => `${name}:${port()}`);
    const host = (request.headers.host ?? "").toLowerCase();
    if (!ownHosts.includes(host)) {
      throw new StudioError(403, `the studio answers only at its own address (${ownHosts[0]}), not at "${host}"`);
    }
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site" || fetchSite === "same-site") {
      throw new StudioError(403, "the studio answers only to its own pages, not to a page of another site");
    }
    if (readOnly.has(request.method)) return;
    const origin = (request.headers.origin ?? "").toLowerCase();
    const ownOrigins = ownHosts.flatMap((own) => [`http://${own}`, `https://${own}`]);
    if (!ownOrigins.includes(origin)) {
      throw new StudioError(
        403,
        origin ? `the studio changes files only for its own page, not for ${origin}` : "the studio changes files only for its own page, and this request did not say where it came from (no Origin)",
      );
    }
  };
}

/** A route's check that its body is sent as one of `types` (415 otherwise), before the body is read. */
export function requireContentType(...types: string[]) {
  return async (request: FastifyRequest) => {
    const sent = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (!types.includes(sent)) {
      // A person meets this only by uploading a file that is no picture (a PDF): said in those words.
      const pictures = types.every((type) => type in pictureTypes);
      throw new StudioError(415, pictures ? notAPictureMessage("") : `this address takes ${types.join(" or ")}, not ${sent || "a body without a Content-Type"}`);
    }
  };
}
