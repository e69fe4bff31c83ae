import { renameInBlocks, type Migration, type PropertyRename } from "./migration.ts";

/**
 * Version 2. The sentences under a block's heading are its "intro" in every block; the hero and the
 * call to action called them "text". Version 1 is every page written before "schemaVersion" existed.
 *
 *   { "type": "hero", "heading": "Cloud Migration", "text": "Move without downtime." }
 *   becomes
 *   { "type": "hero", "heading": "Cloud Migration", "intro": "Move without downtime." }
 */
const renames: PropertyRename[] = [{ blocks: ["hero", "callToAction"], from: "text", to: "intro" }];

export const introEverywhere: Migration = {
  version: 2,
  summary: 'hero and callToAction: "text" is now "intro", as in every other block',
  renames,
  migrate: (page) => renameInBlocks(page, renames),
};
