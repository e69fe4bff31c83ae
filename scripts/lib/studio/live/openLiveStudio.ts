/**
 * Everything the live studio needs, opened when the server starts with STUDIO_REPO set: the staff
 * store (in the enquiries' database), the drafts branch's worktree, the studio build, and the site
 * builds that publishing makes (the server serves the current one). Whatever
 * is missing stops the start with a sentence (the server never runs with a half-working studio).
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerConfig, StudioSettings } from "../../../../src/server/config.ts";
import type { EnquiryStore } from "../../../../src/server/enquiries/store.ts";
import { openConfiguredStaffStore } from "../../../../src/server/staff/openStaffStore.ts";
import { openDraftsRepository } from "../drafts/draftsRepository.ts";
import { runGit } from "../drafts/git.ts";
import { distDir, ssrDistDir, studioDistDir } from "../../paths.ts";
import { randomUUID } from "node:crypto";
import { postgresCoordination, singleServer } from "../publish/publishCoordination.ts";
import { createPublisher, type Publisher } from "../publish/publisher.ts";
import { openSiteBuilds } from "../publish/siteBuilds.ts";
import { readSiteFile } from "../../validateProject.ts";
import { liveStudio } from "./liveStudio.ts";

export async function openLiveStudio(settings: StudioSettings, config: ServerConfig, enquiries: EnquiryStore): Promise<{ plugin: FastifyPluginAsync; site: { current(): string }; close: () => Promise<void> }> {
  const staff = await openConfiguredStaffStore(config);
  const drafts = await openDraftsRepository({ repo: settings.repo, worktree: settings.worktree });
  // What visitors are served: the last publish's build, or the project's own before any.
  const builds = await openSiteBuilds({ folder: settings.siteBuilds, codeDist: distDir, codeSsr: ssrDistDir });
  if (settings.push && (await runGit(settings.repo, ["remote", "get-url", settings.push.remote], drafts.gitOptions)).code !== 0) {
    throw new Error(`STUDIO_PUSH_REMOTE names "${settings.push.remote}", which is no remote of ${settings.repo}: name one that \`git remote\` lists there.`);
  }
  // Servers on one database publish one at a time, and each serves what another published.
  let publisher: Publisher | undefined;
  const log = (message: string) => console.log(message);
  const coordination = config.databaseUrl
    ? await postgresCoordination(config.databaseUrl, randomUUID(), () => void publisher?.catchUp().catch((error: Error) => log(`serving another server's publish failed: ${error.message}`)), log)
    : singleServer;
  publisher = createPublisher({ drafts, builds, staff, push: settings.push, coordination, log });
  // What other servers published while this one was stopped, or a publish it was stopped in the middle of, is served from the start.
  await publisher.catchUp();
  const options = {
    settings,
    staff,
    drafts,
    publisher,
    studioDist: studioDistDir,
    siteName: readSiteFile(drafts.folders.pagesDir).company.name,
    rateLimitStore: enquiries.rateLimitStore,
    allowInsecureIssuer: settings.oidc?.issuer.startsWith("http:"),
  };
  const plugin: FastifyPluginAsync = (app) => liveStudio(app, options);
  return {
    plugin,
    site: builds,
    close: async () => {
      publisher.close();
      await Promise.all([coordination.close(), staff.close()]);
    },
  };
}
