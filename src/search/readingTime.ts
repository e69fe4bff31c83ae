import type { Page } from "../generated/page.ts";
import { blockText } from "./searchIndex.ts";

/** Words an adult reads in a minute of screen reading: a common, slightly cautious figure. */
const wordsPerMinute = 220;

/** Minutes a page takes to read, from every readable word in its blocks (a site detail's few words aside): at least one. */
export function readingMinutes(page: Page): number {
  const words = page.blocks.flatMap((block) => blockText(block)).join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
