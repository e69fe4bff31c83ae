/**
 * A file the live studio has written, committed to the drafts branch before the save is answered: in
 * the signed-in person's name, with a message that says what changed in words ("Home: hero heading"),
 * together with the pictures the page names that were uploaded and not yet committed. Then the audit
 * log records it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import type { StaffStore } from "../../../../src/server/staff/staffStore.ts";
import { changeInWords } from "../drafts/changeInWords.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import type { FileChange } from "../routes.ts";

/** A file that does not parse is handed over as its text: changeInWords calls that "the whole file". */
const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The pictures under /images/ a page's text names, as paths in the worktree ("public/images/team.png"). */
export const picturesNamed = (text: string) => [...new Set([...text.matchAll(/"\/(images\/[^"\\?#]+)"/g)].map((match) => `public/${match[1]}`))];

export function commitChange(drafts: DraftsRepository, staff: StaffStore) {
  return async (request: FastifyRequest, { path, before, after }: FileChange) => {
    const session = request.studioSession!;
    const message = changeInWords(path, parsed(before), parsed(after));
    const root = join(drafts.folders.pagesDir, "..");
    const pictures = picturesNamed(after).filter((picture) => existsSync(join(root, picture)));
    await drafts.commit([path, ...pictures], { name: session.name, email: session.email }, message);
    await staff.log({ actor: session.email, action: before === undefined ? "create" : "save", detail: `${path}: ${message}`, from: request.ip });
  };
}
