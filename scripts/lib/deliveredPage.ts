import type { Page } from "../../src/generated/page.ts";
import { readingMinutes } from "../../src/search/readingTime.ts";
import { placeImageSizes } from "./placeImageSizes.ts";
import type { PageRecord } from "./validateProject.ts";

/**
 * The page data the site is built from: the page file's data plus what the build works out so that
 * editors never write it by hand: each picture's drawn size and an article's reading time.
 */
export function deliveredPage(record: Pick<PageRecord, "page" | "images">): Page {
  const page = placeImageSizes(record.page, record.images);
  const minutes = readingMinutes(page);
  for (const block of page.blocks) {
    if (block.type === "articleHeader") Object.assign(block, { readingMinutes: minutes });
  }
  return page;
}
