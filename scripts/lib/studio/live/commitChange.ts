/**
 * Files the live studio has written, committed to the drafts branch before the request is answered:
 * in ONE commit in the signed-in person's name (a deleted page and the site file's redirect to another
 * page go together), with a message that says what changed in words ("Home: hero heading", "Deleted
 * page: Careers; Site-wide data: redirects"), together with the pictures the files name that
 * were uploaded and not yet committed. Then the audit log records it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import type { AuditAction, StaffStore } from "../../../../src/server/staff/staffStore.ts";
import { changeInWords } from "../drafts/changeInWords.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import type { FileChange } from "../fileChange.ts";
import { parsedFile as parsed } from "../drafts/parsedFile.ts";


/** The pictures under /images/ a page's text names, as paths in the worktree ("public/images/team.png"). */
export const picturesNamed = (text: string) => [...new Set([...text.matchAll(/"\/(images\/[^"\\?#]+)"/g)].map((match) => `public/${match[1]}`))];

/** What the audit log calls the change: a page deleted, a page made (an Arabic twin with its English page's note), or a save. */
function actionOf(changes: readonly FileChange[]): AuditAction {
  if (changes.some((change) => change.after === undefined)) return "delete";
  return changes.some((change) => change.before === undefined) ? "create" : "save";
}

export function commitChange(drafts: DraftsRepository, staff: StaffStore) {
  return async (request: FastifyRequest, change: FileChange | FileChange[]) => {
    const changes = Array.isArray(change) ? change : [change];
    const session = request.studioSession!;
    const message = changes.map(({ path, before, after }) => changeInWords(path, parsed(before), parsed(after))).join("; ");
    const root = join(drafts.folders.pagesDir, "..");
    const pictures = changes.flatMap(({ after }) => (after === undefined ? [] : picturesNamed(after))).filter((picture) => existsSync(join(root, picture)));
    const paths = changes.map(({ path }) => path);
    await drafts.commit([...paths, ...pictures], { name: session.name, email: session.email }, message);
    await staff.log({ actor: session.email, action: actionOf(changes), detail: `${paths.join(", ")}: ${message}`, from: request.ip });
  };
}
