/** What a migration is, and the small tools migrations are written with. */

export type JsonObject = Record<string, unknown>;

/** A page file as a migration sees it: plain JSON, since an old file may not fit today's types. */
export interface PageJson extends JsonObject {
  blocks: JsonObject[];
}

/** A block property that took a new name. */
export interface PropertyRename {
  blocks: string[];
  from: string;
  to: string;
}

export interface Migration {
  /** The version a page is at once this migration has run; one more than the version before. */
  version: number;
  /** One line for the command's output and the changelog: what changes in page files. */
  summary: string;
  /** Renamed properties, which the validator names when it meets an old name ("it is now …"). */
  renames?: PropertyRename[];
  /** Returns the page in the new format. It must not change its argument. */
  migrate(page: PageJson): PageJson;
}

/** Renames a property, keeping its place among the others so the file's diff is the rename alone. */
export function renameProperty(object: JsonObject, from: string, to: string): JsonObject {
  if (!(from in object)) return object;
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

/** Applies `change` to every block of the given types and leaves the other blocks as they are. */
export function mapBlocks(page: PageJson, types: string[], change: (block: JsonObject) => JsonObject): PageJson {
  return { ...page, blocks: page.blocks.map((block) => (types.includes(String(block.type)) ? change(block) : block)) };
}

/** Applies renames to every block they concern. */
export function renameInBlocks(page: PageJson, renames: PropertyRename[]): PageJson {
  return renames.reduce((current, { blocks, from, to }) => mapBlocks(current, blocks, (block) => renameProperty(block, from, to)), page);
}
