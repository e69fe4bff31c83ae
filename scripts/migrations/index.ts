import type { Migration } from "./migration.ts";
import { introEverywhere } from "./v2-intro.ts";

/**
 * Every change to the page format, oldest first. To rename a block property: change its schema and
 * component, raise `schemaVersion`'s const in schemas/page.schema.json, add a migration here (copy
 * v2-intro.ts), and run `npm run migrate-pages`. A test checks that the list ends at the schema's version.
 */
export const migrations: Migration[] = [introEverywhere];
