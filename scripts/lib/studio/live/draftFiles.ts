/**
 * GET /studio/draft-files/images/…: a picture of the drafts worktree's public/images/, for the draft
 * preview of a page whose picture is not published yet (draftPage.ts points it here). Signed-in staff
 * only (401 otherwise), picture files only, and only inside public/images/: a name with "..", a hidden
 * part, a backslash or a NUL, or a symlink leading out, is no picture (404), as the studio's own
 * folder checks refuse them (studioFolders.ts).
 */
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { requireSession } from "../../../../src/server/studio/auth/guard.ts";
import { pictureTypes } from "../storePicture.ts";
import { pictureFilePath, type StudioFolders } from "../studioFolders.ts";

const typeOfExtension = new Map<string, string>(Object.entries(pictureTypes).flatMap(([type, { extensions }]) => extensions.map((extension) => [`.${extension}`, type] as const)));

/** The picture's path on disk, or undefined when `name` ("services/cloud.svg") names no picture of the drafts. */
export function draftPicturePath(folders: Pick<StudioFolders, "publicDir">, name: string): string | undefined {
  return typeOfExtension.has(extname(name).toLowerCase()) ? pictureFilePath(folders, name) : undefined;
}

/** Opened on its own (not in an <img>), an SVG is a document: this one may run nothing and load nothing. */
const picturePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const draftFiles: FastifyPluginAsync<{ folders: StudioFolders }> = async (app, { folders }) => {
  const route = {
    onRequest: requireSession,
    // A route's own onSend runs after the studio's, which gives everything under /studio the screens' policy.
    onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      reply.header("Content-Security-Policy", picturePolicy);
      return payload;
    },
  };
  app.get("/draft-files/images/*", route, async (request, reply) => {
    const full = draftPicturePath(folders, (request.params as { "*": string })["*"]);
    if (!full) return reply.code(404).type("text/plain; charset=utf-8").send("The drafts have no picture by this name.");
    return reply.type(typeOfExtension.get(extname(full).toLowerCase())!).send(await readFile(full));
  });
};
