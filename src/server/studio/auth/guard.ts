/**
 * What stands in front of every studio address on the live site, in the order it is checked:
 * - a request that changes anything (not GET or HEAD) must come from the studio's own pages: its Origin
 *   is the site's public address, or it is refused with 403 before its body is read (another site's
 *   page, open in the same browser, cannot use a staff member's cookie to change the site);
 * - the studio's API answers 401 without a live session, and 403 when the person's role may not do it.
 * Each refusal says why in a sentence. `request.studioSession` is the session for the routes after.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ActiveSession, Role, StaffStore } from "../../staff/staffStore.ts";
import { currentSession } from "./sessions.ts";
import { StudioError } from "../studioError.ts";

declare module "fastify" {
  interface FastifyRequest {
    studioSession: ActiveSession | null;
  }
}

const readOnly = new Set(["GET", "HEAD"]);

export function requireOwnOrigin(publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (readOnly.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== publicUrl) {
      throw new StudioError(403, origin ? `The studio accepts changes only from its own pages (${publicUrl}), not from ${origin}.` : `The studio accepts changes only from its own pages (${publicUrl}), and this request did not say where it came from.`);
    }
  };
}

/** Reads the session once per request; the checks below and the routes use it. */
export function readSession(app: FastifyInstance, store: StaffStore) {
  app.decorateRequest("studioSession", null);
  return async (request: FastifyRequest) => {
    request.studioSession = (await currentSession(store, request)) ?? null;
  };
}

export const notSignedIn = "You are not signed in, or your session has ended. Sign in again at /studio/sign-in.";

export async function requireSession(request: FastifyRequest) {
  if (!request.studioSession) throw new StudioError(401, notSignedIn);
}

const roleWords: Record<Role, string> = { editor: "an editor", publisher: "a publisher" };

/** 403 unless the signed-in person has `role` (publishers may do everything editors may). */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = request.studioSession;
    if (!session) throw new StudioError(401, notSignedIn);
    if (role === "publisher" && session.role !== "publisher") {
      throw new StudioError(403, `Only publishers may do this; you are signed in as ${roleWords[session.role]}. Ask a publisher.`);
    }
  };
}
