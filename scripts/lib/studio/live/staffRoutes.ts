/**
 * What the live studio says about people and drafts: who is signed in (GET me), which files are saved
 * as drafts that visitors do not see yet (GET unpublished), and for publishers the audit log
 * (GET log) and everyone's sessions (GET sessions, DELETE sessions/:id ends one). Registered inside the
 * API's scope, behind its session check.
 */
import type { FastifyPluginAsync } from "fastify";
import type { StaffStore } from "../../../../src/server/staff/staffStore.ts";
import { requireRole } from "../../../../src/server/studio/auth/guard.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { StudioError } from "../../../../src/server/studio/studioError.ts";

export const staffRoutes: FastifyPluginAsync<{ staff: StaffStore; drafts: DraftsRepository }> = async (api, { staff, drafts }) => {
  api.get("/me", async (request) => {
    const { email, name, role } = request.studioSession!;
    return { email, name, role };
  });

  api.get("/unpublished", async () => drafts.unpublished());

  const publishers = { preHandler: requireRole("publisher") };
  api.get<{ Querystring: { limit?: string } }>("/log", publishers, async (request) => staff.readLog({ limit: Math.min(Number(request.query.limit) || 200, 1000) }));
  api.get("/sessions", publishers, async () => staff.listSessions());
  api.delete<{ Params: { id: string } }>("/sessions/:id", publishers, async (request) => {
    if (!(await staff.revokeSession(request.params.id))) throw new StudioError(404, "There is no such session: it has ended already.");
    await staff.log({ actor: request.studioSession!.email, action: "revoke", detail: `session ${request.params.id}`, from: request.ip });
    return { ended: true };
  });
};
