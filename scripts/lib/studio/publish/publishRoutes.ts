/**
 * The live studio's publishing API (src/studio/studioApi.ts: publish, publishes, history, restore):
 * publishers review the drafts with the verdict on the chosen files, publish them, and see and roll back
 * the site's publishes; everyone signed in sees a page's published versions and may restore one as a
 * new draft. Registered inside the API's scope, behind its session check; the Origin check
 * covers every change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { StudioPublished, StudioPublishRefusal, StudioPublishRequest, StudioRestore, StudioRollback } from "../../../../src/studio/studioApi.ts";
import { requireRole } from "../../../../src/server/studio/auth/guard.ts";
import { StudioError } from "../../../../src/server/studio/studioError.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { isPageFileName } from "../studioFolders.ts";
import { studioFile } from "../studioFile.ts";
import type { FileChange } from "../fileChange.ts";
import { PublishRefused, type Publisher } from "./publisher.ts";
import { publishedVersions, sitePublishes } from "./publishedHistory.ts";
import { textAt } from "./publishedBranch.ts";

export interface PublishRoutesOptions {
  publisher: Publisher;
  drafts: DraftsRepository;
  /** Commits a change the studio made (live/commitChange.ts): a restore is a save like any other. */
  changed: (request: FastifyRequest, change: FileChange) => Promise<void>;
}

/** A page file's path as the API names it ("pages/about-us.json"), or 400. */
function pageFile(path: unknown): string {
  if (!isPageFileName(path)) throw new StudioError(400, "Name a page file, like pages/about-us.json.");
  return path;
}

const filesOf = (query: string | undefined) => (query === undefined ? undefined : query.split(",").filter(Boolean));

/** What a publish answers: what it published, or 422 with the validator's errors when the site would break. */
async function answerPublish(reply: FastifyReply, publish: () => Promise<StudioPublished>) {
  try {
    return await publish();
  } catch (error) {
    if (error instanceof PublishRefused) return reply.code(422).send({ error: error.message, errors: error.errors } satisfies StudioPublishRefusal);
    throw error;
  }
}

export const publishRoutes: FastifyPluginAsync<PublishRoutesOptions> = async (api, { publisher, drafts, changed }) => {
  const publishers = { preHandler: requireRole("publisher") };

  api.get<{ Querystring: { files?: string } }>("/publish", publishers, async (request) => publisher.review(filesOf(request.query.files)));

  api.post<{ Body: StudioPublishRequest }>("/publish", publishers, async (request, reply) => {
    const files = request.body?.files;
    if (!Array.isArray(files) || files.some((file) => typeof file !== "string")) throw new StudioError(400, "Say which files to publish: { files: [\"pages/index.json\"] }.");
    const { name, email } = request.studioSession!;
    return answerPublish(reply, () => publisher.publish(files, { name, email }, request.ip));
  });

  api.get("/publishes", publishers, async () => sitePublishes(drafts));

  api.post<{ Body: StudioRollback }>("/publishes", publishers, async (request, reply) => {
    const commit = request.body?.commit;
    if (typeof commit !== "string" || !/^[0-9a-f]{40}$/.test(commit)) throw new StudioError(400, "Name the publish to roll back to by its commit.");
    const { name, email } = request.studioSession!;
    return answerPublish(reply, () => publisher.rollBack(commit, { name, email }, request.ip));
  });

  api.get<{ Querystring: { file?: string } }>("/history", async (request) => publishedVersions(drafts, pageFile(request.query.file)));

  // A restore is a draft like any save: editors may make one, and a publisher publishes it.
  api.post<{ Body: StudioRestore }>("/restore", async (request) => {
    const path = pageFile(request.body?.path);
    const commit = request.body?.commit;
    if (typeof commit !== "string" || !/^[0-9a-f]{40}$/.test(commit)) throw new StudioError(400, "Name the published version to restore by its commit.");
    const full = join(drafts.worktree, path);
    return drafts.exclusive(async () => {
      const text = await textAt(drafts.worktree, commit, path, drafts.gitOptions);
      if (text === undefined) throw new StudioError(404, `${path} was not part of the site in that version, so there is nothing to restore.`);
      const before = existsSync(full) ? readFileSync(full, "utf8") : undefined;
      if (before !== text) {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, text);
        await changed(request, { path, before, after: text });
      }
      return studioFile(drafts.folders, full, text);
    });
  });
};
