/**
 * The studio endpoint's routes: each one reads what its request names, hands it to the module that
 * does the work, and answers. The rules live in those modules; this file is wiring only.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FileChange } from "./fileChange.ts";
import { studioApi, type StudioConflict, type StudioSchemas } from "../../../src/studio/studioApi.ts";
import { bundleSchema } from "./bundleSchema.ts";
import { checkFile } from "./checkFile.ts";
import { createTwin } from "./createTwin.ts";
import { DeleteRefusal, deletePage } from "./deletePage.ts";
import { createPage, listStudioFiles } from "./pageList.ts";
import { listPictures } from "./pictureFiles.ts";
import { requireContentType } from "./requestGuard.ts";
import { saveFile } from "./saveFile.ts";
import { siteAddresses } from "./siteAddresses.ts";
import { readStudioFile } from "./studioFile.ts";
import { pageFilePath, type StudioFolders } from "./studioFolders.ts";
import { MAX_PICTURE_BYTES, pictureTypes, storePicture, tooBigMessage } from "./storePicture.ts";
import { StudioError } from "../../../src/server/studio/studioError.ts";

type Body = Record<string, unknown>;

const json = { onRequest: requireContentType("application/json") };

/** An X-… header's value: headers carry ASCII only, so the studio sends names URI-encoded. */
function headerText(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A picture's size is refused from its Content-Length, before 3 MB are read only to be thrown away. */
async function refuseOversizedPicture(request: FastifyRequest) {
  const declared = Number(request.headers["content-length"]);
  if (declared > MAX_PICTURE_BYTES) throw new StudioError(413, tooBigMessage(headerText(request.headers["x-file-name"]) || "the picture", declared));
}

export interface StudioRoutesOptions {
  /**
   * Runs each change of files alone, so that nothing else writes between its reading and its writing
   * (the live studio: and its commit); the dev server's writes are synchronous and need no more.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Told of every file written, before the request is answered: the live studio commits it. Files
   * changed together (a deleted page and the site file's redirect to another) come as one list, one commit.
   */
  changed?: (request: FastifyRequest, change: FileChange | FileChange[]) => Promise<void>;
  /** Who saved the version a refused save ran into, when it is known (the live studio: the drafts branch's last commit of the file). */
  conflictDetails?: (path: string) => Promise<StudioConflict["changedBy"]>;
}

export function studioRoutes(folders: StudioFolders, { exclusive = (work) => work(), changed = async () => {}, conflictDetails }: StudioRoutesOptions = {}) {
  return async (api: FastifyInstance) => {
    api.get(studioApi.pages, async () => listStudioFiles(folders));
    api.post<{ Body: Body }>(studioApi.pages, json, async (request, reply) => {
      const created = await exclusive(async () => {
        const file = createPage(folders, request.body?.route, request.body?.title);
        await changed(request, { path: file.path, before: undefined, after: file.text });
        return file;
      });
      return reply.code(201).send(created);
    });

    api.get<{ Querystring: { path?: string } }>(studioApi.file, async (request) => readStudioFile(folders, pageFilePath(folders, request.query.path)));
    api.put<{ Body: Body }>(studioApi.file, json, async (request, reply) => {
      const full = pageFilePath(folders, request.body?.path);
      const saved = await exclusive(async () => {
        const before = readStudioFile(folders, full).text;
        const result = saveFile(folders, full, request.body?.value, request.body?.version);
        if (!("current" in result) && result.text !== before) await changed(request, { path: result.path, before, after: result.text });
        return result;
      });
      if (!("current" in saved)) return saved;
      const changedBy = await conflictDetails?.(saved.current.path);
      return reply.code(409).send(changedBy ? { ...saved, changedBy } : saved);
    });

    api.delete<{ Body: Body }>(studioApi.file, json, async (request, reply) => {
      const full = pageFilePath(folders, request.body?.path);
      try {
        const outcome = await exclusive(async () => {
          const result = deletePage(folders, full, request.body?.version, request.body?.redirectTo);
          if ("changes" in result) await changed(request, result.changes);
          return result;
        });
        return "current" in outcome ? reply.code(409).send(outcome) : reply.send(outcome.deleted);
      } catch (error) {
        if (error instanceof DeleteRefusal) return reply.code(422).send({ error: error.message, problems: error.problems });
        throw error;
      }
    });

    api.post<{ Body: Body }>(studioApi.twin, json, async (request, reply) => {
      const full = pageFilePath(folders, request.body?.path);
      const outcome = await exclusive(async () => {
        const result = createTwin(folders, full, request.body?.version);
        if ("changes" in result) await changed(request, result.changes);
        return result;
      });
      return "current" in outcome ? reply.code(409).send(outcome) : reply.code(201).send(outcome.file);
    });

    api.post<{ Body: Body }>(studioApi.check, json, async (request) => checkFile(folders, pageFilePath(folders, request.body?.path), request.body?.value));

    api.get(studioApi.schemas, async (): Promise<StudioSchemas> => ({ page: bundleSchema("page.schema.json"), site: bundleSchema("site.schema.json") }));

    api.get(studioApi.addresses, async () => siteAddresses(folders));

    api.get(studioApi.images, async () => listPictures(folders));
    api.post<{ Body: Buffer }>(studioApi.images, { onRequest: [requireContentType(...Object.keys(pictureTypes)), refuseOversizedPicture] }, async (request, reply) => {
      const upload = {
        bytes: request.body,
        type: (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase(),
        fileName: headerText(request.headers["x-file-name"]),
        folder: headerText(request.headers["x-folder"]),
      };
      return reply.code(201).send(await storePicture(folders, upload));
    });
  };
}
