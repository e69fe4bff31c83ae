/**
 * Who saved a page last on the drafts branch, and when: what a refused save in the live studio is told
 * ("Eda Editor saved this page at 10:15"), so that the person knows whose change they are weighing
 * theirs against. Every save there is a commit, so the file's last commit is the version saved meanwhile.
 */
import type { StudioConflict } from "../../../../src/studio/studioApi.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";

export function lastChange(drafts: Pick<DraftsRepository, "history">) {
  return async (path: string): Promise<StudioConflict["changedBy"]> => {
    // The refusal matters more than its details: a history that cannot be read leaves them out.
    const [last] = await drafts.history({ path, limit: 1 }).catch(() => []);
    return last && { name: last.author.name, email: last.author.email, at: last.date };
  };
}
