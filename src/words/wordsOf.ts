import type { Language } from "../shared/language.ts";
import type { LanguageWords } from "./words.ts";
import { en } from "./en.ts";
import { ar } from "./ar.ts";
import { enBlocks, type BlockWords } from "./enBlocks.ts";
import { arBlocks } from "./arBlocks.ts";

/**
 * Every language's words, for the server, which renders pages in both, and for the tests. The browser
 * imports only its document's (hydrate.tsx).
 */
export const wordsOf = (language: Language): LanguageWords => ({ language, words: language === "ar" ? ar : en });

/** Every language's blocks' words, for the server (the enquiry rules' messages in the visitor's language) and the tests. */
export const blockWordsOf = (language: Language): BlockWords => (language === "ar" ? arBlocks : enBlocks);
