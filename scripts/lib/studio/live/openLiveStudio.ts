/**
 * Everything the live studio needs, opened when the server starts with STUDIO_REPO set: the staff
 * store (in the enquiries' database), the drafts branch's worktree, and the studio build. Whatever
 * is missing stops the start with a sentence (the server never runs with a half-working studio).
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerConfig, StudioSettings } from "../../../../src/server/config.ts";
import type { EnquiryStore } from "../../../../src/server/enquiries/store.ts";
import { openConfiguredStaffStore } from "../../../../src/server/staff/openStaffStore.ts";
import { openDraftsRepository } from "../drafts/draftsRepository.ts";
import { studioDistDir } from "../../paths.ts";
import { readSiteFile } from "../../validateProject.ts";
import { liveStudio } from "./liveStudio.ts";

export async function openLiveStudio(settings: StudioSettings, config: ServerConfig, enquiries: EnquiryStore): Promise<{ plugin: FastifyPluginAsync; close: () => Promise<void> }> {
  const staff = await openConfiguredStaffStore(config);
  const drafts = await openDraftsRepository({ repo: settings.repo, worktree: settings.worktree });
  const options = {
    settings,
    staff,
    drafts,
    studioDist: studioDistDir,
    siteName: readSiteFile(drafts.folders.pagesDir).company.name,
    rateLimitStore: enquiries.rateLimitStore,
    allowInsecureIssuer: settings.oidc?.issuer.startsWith("http:"),
  };
  const plugin: FastifyPluginAsync = (app) => liveStudio(app, options);
  return { plugin, close: () => staff.close() };
}
