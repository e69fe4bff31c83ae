import type { Language } from "../shared/language.ts";
import { fetchOnce } from "../shared/fetchOnce.ts";
import type { BlockWords } from "./enBlocks.ts";
import { useLanguage } from "./words.ts";

export type { BlockWords };

/**
 * The words of what a page fetches on demand: what the blocks add to what their page files say (dates,
 * the blocks' own labels, the contact form's), and the words of the layout's parts whose code no first
 * load carries (the footer, the off-canvas panel, the search popup and page, the 404 page):
 * enBlocks.ts and arBlocks.ts, with the same keys. Most pages a visitor arrives on hydrate no block and
 * keep those parts as the server wrote them, so these are no part of the layout's words: they are
 * fetched, in the page's language, with the first such code a page needs (blockCache.ts for the
 * blocks, ui/onDemand.ts onDemandIn for the layout's parts).
 */
const blockWordsCode: Record<Language, ReturnType<typeof fetchOnce<BlockWords>>> = {
  en: fetchOnce(() => import("./enBlocks.ts").then((module) => module.enBlocks)),
  ar: fetchOnce(() => import("./arBlocks.ts").then((module) => module.arBlocks)),
};

/** Fetches the blocks' words in `language`, once. */
export const loadBlockWords = (language: Language): Promise<BlockWords> => blockWordsCode[language].load();

/** Whether the blocks' words in `language` are here. */
export const blockWordsLoaded = (language: Language): boolean => blockWordsCode[language].loaded() !== undefined;

/** The blocks' words in the language the page is in: a block renders only once its code and these are here. */
export function useBlockWords(): BlockWords {
  const language = useLanguage();
  const words = blockWordsCode[language].loaded();
  if (!words) throw new Error(`A block is drawn before the blocks' words in "${language}" were fetched with its code (blockCache.ts)`);
  return words;
}
