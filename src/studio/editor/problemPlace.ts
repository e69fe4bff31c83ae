/**
 * Where a problem is, in words an editor finds on the screen: "Block 3 (Accordion block) › items 4 ›
 * title" rather than the validator's JSON pointer "/blocks/2/items/3/title", which counts from 0.
 */
import { pathBelow } from "../form/fieldErrors.ts";

/** ["items", "3", "title"] → "items 4 › title": a list's entries counted from 1, as the form shows them. */
function words(path: readonly string[]): string {
  const parts: string[] = [];
  for (const part of path) {
    if (/^\d+$/.test(part) && parts.length) parts[parts.length - 1] += ` ${Number(part) + 1}`;
    else parts.push(part);
  }
  return parts.join(" › ");
}

/** What the top form of a page is headed; the site file's is its own title ("Site-wide data"). */
const PAGE_TOP = "Page settings";

export function problemPlace(pointer: string, blockTitle: (index: number) => string | undefined, top: string): string {
  const path = pathBelow(pointer, "")!;
  // A problem of the page as a whole (no other page links to it), not of its file: nobody here sees the file.
  if (path.length === 0) return top === PAGE_TOP ? "This page" : top;
  if (path[0] === "blocks" && path.length > 1 && /^\d+$/.test(path[1]!)) {
    const index = Number(path[1]);
    const block = `Block ${index + 1}${blockTitle(index) ? ` (${blockTitle(index)})` : ""}`;
    return path.length > 2 ? `${block} › ${words(path.slice(2))}` : block;
  }
  return `${top} › ${words(path)}`;
}
