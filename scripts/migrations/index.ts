import type { Migration } from "./migration.ts";
import { introEverywhere } from "./v2-intro.ts";

/**
 * Every change to the page format, oldest first. To rename a block property: change its schema and
 * component, raise `schemaVersion`'s const in schemas/page.schema.json, add a migration here (copy
 * v2-intro.ts, listing the rename in `renames` so the validator can name the new property), and run
 * `npm run migrate-pages`. A test checks that the list ends at the schema's version.
 */
export const migrations: Migration[] = [introEverywhere];

/** The newer name of a block's property that a migration renamed, and the version that renamed it. */
export function renamedProperty(blockType: string, name: string): { to: string; version: number } | undefined {
  for (const migration of migrations.toReversed()) {
    const rename = migration.renames?.find((entry) => entry.from === name && entry.blocks.includes(blockType));
    if (rename) return { to: rename.to, version: migration.version };
  }
  return undefined;
}
