import type { Language } from "../shared/language.ts";
import type { LanguageWords } from "./words.ts";
import { en } from "./en.ts";
import { ar } from "./ar.ts";

/**
 * Every language's words, for the server, which renders pages in both, and for the tests. The browser
 * imports only its document's (hydrate.tsx).
 */
export const wordsOf = (language: Language): LanguageWords => ({ language, words: language === "ar" ? ar : en });
