/**
 * What the studio's link picker offers: every valid page's address with its title and the ids of its
 * sections (a link may name /route#id), in the validator's terms, so the picker offers exactly the
 * links the validator accepts. A page's aliases are other spellings of its address, not addresses to
 * offer.
 */
import type { StudioAddress } from "../../../src/studio/studioApi.ts";
import { blockIds, validateProject } from "../validateProject.ts";
import type { StudioFolders } from "./studioFolders.ts";

export function siteAddresses(folders: StudioFolders): StudioAddress[] {
  return validateProject(folders)
    .pages.map((record) => ({ route: record.route, title: record.page.meta.title, anchors: blockIds(record.page) }))
    .sort((a, b) => a.route.localeCompare(b.route, "en"));
}
