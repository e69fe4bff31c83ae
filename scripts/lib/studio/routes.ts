/**
 * The studio endpoint's routes: each one reads what its request names, hands it to the module that
 * does the work, and answers. The rules live in those modules; this file is wiring only.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { studioApi, STUDIO_API, type StudioSchemas } from "../../../src/studio/studioApi.ts";
import { bundleSchema } from "./bundleSchema.ts";
import { checkFile } from "./checkFile.ts";
import { createPage, listStudioFiles } from "./pageList.ts";
import { listPictures } from "./pictureFiles.ts";
import { requireContentType } from "./requestGuard.ts";
import { saveFile } from "./saveFile.ts";
import { siteAddresses } from "./siteAddresses.ts";
import { readStudioFile } from "./studioFile.ts";
import { pageFilePath, type StudioFolders } from "./studioFolders.ts";
import { MAX_PICTURE_BYTES, pictureTypes, storePicture, tooBigMessage } from "./storePicture.ts";
import { StudioError } from "./studioError.ts";

type Body = Record<string, unknown>;

/** The address under the endpoint's prefix: "/_studio/api/file" → "/file". */
const at = (address: string) => address.slice(STUDIO_API.length);

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

export function studioRoutes(folders: StudioFolders) {
  return async (api: FastifyInstance) => {
    api.get(at(studioApi.pages), async () => listStudioFiles(folders));
    api.post<{ Body: Body }>(at(studioApi.pages), json, async (request, reply) => reply.code(201).send(createPage(folders, request.body?.route, request.body?.title)));

    api.get<{ Querystring: { path?: string } }>(at(studioApi.file), async (request) => readStudioFile(folders, pageFilePath(folders, request.query.path)));
    api.put<{ Body: Body }>(at(studioApi.file), json, async (request, reply) => {
      const saved = saveFile(folders, pageFilePath(folders, request.body?.path), request.body?.value, request.body?.version);
      return reply.code("current" in saved ? 409 : 200).send(saved);
    });

    api.post<{ Body: Body }>(at(studioApi.check), json, async (request) => checkFile(folders, pageFilePath(folders, request.body?.path), request.body?.value));

    api.get(at(studioApi.schemas), async (): Promise<StudioSchemas> => ({ page: bundleSchema("page.schema.json"), site: bundleSchema("site.schema.json") }));

    api.get(at(studioApi.addresses), async () => siteAddresses(folders));

    api.get(at(studioApi.images), async () => listPictures(folders));
    api.post<{ Body: Buffer }>(at(studioApi.images), { onRequest: [requireContentType(...Object.keys(pictureTypes)), refuseOversizedPicture] }, async (request, reply) => {
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
