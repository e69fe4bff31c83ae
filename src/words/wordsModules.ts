import type { Language } from "../shared/language.ts";

/**
 * The source files of each language's words, as the build's manifest names their chunks: the layout's
 * (imported by hydrate.tsx) and the blocks' (blockWords.ts). The build lists the page's language's
 * among the chunks a page needs (scripts/lib/content/buildContent.ts).
 */
export const layoutWordsModule = (language: Language) => `src/words/${language}.ts`;
export const blockWordsModule = (language: Language) => `src/words/${language}Blocks.ts`;
