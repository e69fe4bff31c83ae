/**
 * The page a draft preview shows (draftPreview.ts): the drafts worktree's page file for an address (its
 * route or one of its aliases; letter case and a trailing slash do not matter, as on the site), checked
 * against the whole drafts site as the build checks the site, and delivered as the build delivers it
 * (pictures' sizes, reading time). About 15 ms for the site's pages.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "../../../../src/generated/page.ts";
import { routeKey } from "../../../../src/shared/routes.ts";
import { deliveredPage } from "../../deliveredPage.ts";
import { valueAt } from "../../jsonSource.ts";
import { root } from "../../paths.ts";
import { validateProject } from "../../validateProject.ts";
import { studioPathOf, type StudioFolders } from "../studioFolders.ts";
import { draftFilesPath, LIVE_STUDIO_PATH } from "../../../../src/studio/studioApi.ts";

/** Where the drafts' own pictures are served to signed-in staff (draftFiles.ts): `/studio/draft-files/images/…`. */
export const draftFilesPrefix = draftFilesPath(LIVE_STUDIO_PATH);

export type DraftPage =
  /** `file` as the studio names it: "pages/about-us.json". */
  | { kind: "found"; route: string; file: string; page: Page }
  /** A page file claims the address, but the validator finds problems in it (or in the site it links to). */
  | { kind: "invalid"; file: string }
  | { kind: "missing" };

/**
 * The draft page at `address`. A picture that the published site (`dist`) does not have yet, uploaded
 * to the drafts only, is drawn from the drafts' copy instead: its src in the page value is rewritten,
 * so the blocks render it as they render any picture.
 */
export function draftPageAt(folders: StudioFolders, address: string, dist: string): DraftPage {
  // A page being translated is previewed as it is: its differences from its twin are the review's to refuse.
  const result = validateProject({ ...folders, pairs: false });
  const key = routeKey(address);
  const record = result.pages.find(({ route, aliases }) => [route, ...aliases].some((claimed) => routeKey(claimed) === key));
  if (!record) {
    const claimedBy = result.addresses.get(key);
    return claimedBy ? { kind: "invalid", file: studioPathOf(folders, join(root, claimedBy)) } : { kind: "missing" };
  }
  const page = deliveredPage(record);
  for (const { pointer } of record.images) {
    const image = valueAt(page, pointer) as { src?: unknown } | undefined;
    if (typeof image?.src === "string" && image.src.startsWith("/images/") && !existsSync(join(dist, decodeURI(image.src)))) {
      image.src = `${draftFilesPrefix}${image.src}`;
    }
  }
  return { kind: "found", route: record.route, file: `pages/${record.source}`, page };
}
