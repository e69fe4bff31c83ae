/**
 * A server saving as fast as it can, for the crash test in draftsRepository.test.ts: opens the drafts
 * of the repository and worktree it is given and saves `count` times, each save a page written and
 * committed inside `exclusive`, printing each commit id once its commit has resolved (when the
 * studio would answer 200). Every other save adds a new page, so commits add files as well as change them.
 *
 *   node tests/studio/draftSavesLoop.ts <repo> <worktree> <count>
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDraftsRepository } from "../../scripts/lib/studio/drafts/draftsRepository.ts";

const [repo, worktree, count] = process.argv.slice(2);
const drafts = await openDraftsRepository({ repo: repo!, worktree: worktree! });
const editor = { name: "Amira Haddad", email: "amira@example.com" };

for (let save = 1; save <= Number(count); save++) {
  const path = save % 2 ? "pages/index.json" : `pages/page-${save}.json`;
  const id = await drafts.exclusive(async () => {
    // Large enough that a kill can land in the middle of writing it.
    const page = { meta: { title: `Save ${save}` }, blocks: Array.from({ length: 200 }, (_, n) => ({ type: "richText", content: [{ p: `Save ${save}, paragraph ${n}` }] })) };
    writeFileSync(join(drafts.folders.pagesDir, path.slice("pages/".length)), JSON.stringify(page, null, 2) + "\n");
    return drafts.commit([path], editor, `Save ${save}`);
  });
  process.stdout.write(`${id}\n`);
}
