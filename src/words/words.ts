import { createContext, useContext } from "react";
import type { Language } from "../shared/language.ts";
import { en } from "./en.ts";

export { plural, type Plural } from "./plural.ts";

/**
 * The words of the site that are not in its page files (menus' own labels, the footer's headings, the
 * 404 page, the contact form's labels and messages, "Learn More", dates, reading time, search), one
 * file per language: en.ts, and ar.ts with the same keys (TypeScript holds it to en.ts's shape).
 */
export type Words = typeof en;

/** A language with its words: what the provider holds. */
export type LanguageWords = { language: Language; words: Words };

/** English with its words: the site's first language. */
export const englishWords: LanguageWords = { language: "en", words: en };

/** The words of the document's language. Outside a provider (a component test), English. */
export const WordsContext = createContext<LanguageWords>(englishWords);

/** The words of the language the page is in. */
export const useWords = (): Words => useContext(WordsContext).words;

/** The language the page is in. */
export const useLanguage = (): Language => useContext(WordsContext).language;

/** Both: for words that say a count in the language's plural forms. */
export const useLanguageWords = (): LanguageWords => useContext(WordsContext);
