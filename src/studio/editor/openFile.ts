/**
 * The state of one open file in the studio: its value, and a key per block, so that a block's panel
 * (and the focus in it) moves with the block when blocks are reordered. Pure functions, one per
 * thing an editor does to the list of blocks; the editor keeps each result as an undo step.
 */
export type JsonObject = Record<string, unknown>;

export interface OpenFile {
  value: JsonObject;
  /** One per block, in the blocks' order; empty for the site file. */
  keys: string[];
}

let lastKey = 0;
const newKey = () => `block-${++lastKey}`;

/** A file's text as the object the editor works on; null when it is no JSON object (the editor cannot show it as a form). */
export function parseJsonObject(text: string): JsonObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

export const blocksOf = (value: JsonObject): JsonObject[] => (Array.isArray(value.blocks) ? (value.blocks as JsonObject[]) : []);

export function openFile(value: JsonObject): OpenFile {
  return { value, keys: blocksOf(value).map(newKey) };
}

const withBlocks = (file: OpenFile, blocks: JsonObject[], keys: string[]): OpenFile => ({ value: { ...file.value, blocks }, keys });

export function setTopLevel(file: OpenFile, value: JsonObject): OpenFile {
  return { value: { ...value, ...(Array.isArray(file.value.blocks) ? { blocks: file.value.blocks } : {}) }, keys: file.keys };
}

export function setBlock(file: OpenFile, index: number, block: JsonObject): OpenFile {
  return withBlocks(file, blocksOf(file.value).with(index, block), file.keys);
}

/** Moves a block by `by` places (-1 up, 1 down); a move past either end changes nothing. */
export function moveBlock(file: OpenFile, index: number, by: number): OpenFile {
  const to = index + by;
  const blocks = [...blocksOf(file.value)];
  if (to < 0 || to >= blocks.length) return file;
  const keys = [...file.keys];
  [blocks[index], blocks[to]] = [blocks[to]!, blocks[index]!];
  [keys[index], keys[to]] = [keys[to]!, keys[index]!];
  return withBlocks(file, blocks, keys);
}

export function removeBlock(file: OpenFile, index: number): OpenFile {
  return withBlocks(file, blocksOf(file.value).toSpliced(index, 1), file.keys.toSpliced(index, 1));
}

/** A copy right after the block. Its anchor id (if any) is dropped: two sections cannot share one. */
export function duplicateBlock(file: OpenFile, index: number): OpenFile {
  const { id: _id, ...copy } = structuredClone(blocksOf(file.value)[index]!);
  return withBlocks(file, blocksOf(file.value).toSpliced(index + 1, 0, copy), file.keys.toSpliced(index + 1, 0, newKey()));
}

export function insertBlock(file: OpenFile, index: number, block: JsonObject): OpenFile {
  return withBlocks(file, blocksOf(file.value).toSpliced(index, 0, structuredClone(block)), file.keys.toSpliced(index, 0, newKey()));
}
