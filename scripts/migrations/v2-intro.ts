import { mapBlocks, renameProperty, type Migration } from "./migration.ts";

/**
 * Version 2. The sentences under a block's heading are its "intro" in every block; the hero and the
 * call to action called them "text". Version 1 is every page written before "schemaVersion" existed.
 *
 *   { "type": "hero", "heading": "Cloud Migration", "text": "Move without downtime." }
 *   becomes
 *   { "type": "hero", "heading": "Cloud Migration", "intro": "Move without downtime." }
 */
export const introEverywhere: Migration = {
  version: 2,
  summary: 'hero and callToAction: "text" is now "intro", as in every other block',
  migrate: (page) => mapBlocks(page, ["hero", "callToAction"], (block) => renameProperty(block, "text", "intro")),
};
