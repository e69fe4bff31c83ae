import type { Language } from "../shared/language.ts";
import type { LanguageWords } from "./words.ts";
import { en } from "./en.ts";
import { ar } from "./ar.ts";

/**
 * Every language's words, for the server, which renders pages in both. The browser imports only its
 * document's (hydrate.tsx): English in the app's bundle, Arabic as a chunk of its own.
 */
export const wordsOf = (language: Language): LanguageWords => ({ language, words: language === "ar" ? ar : en });
