import { createContext, useContext } from "react";
import type { Language } from "../shared/language.ts";
import type { en } from "./en.ts";

export { plural, type Plural } from "./plural.ts";

/**
 * The words of the site's layout that are not in its page files and that a first load draws (menus'
 * own labels, the header's buttons, back to top, what `<main>` says while a page is on its way), one
 * file per language: en.ts, and ar.ts with the same keys (TypeScript holds it to en.ts's shape). A
 * document is in one language, and its words are a chunk of their own that its page names among those
 * it needs (hydrate.tsx), so a page downloads one language's words. The words of what comes on demand
 * (the blocks, the footer, the off-canvas panel, the search popup and page, the 404 page) are apart
 * (blockWords.ts).
 */
export type Words = typeof en;

/** A language with its words: what the provider holds. */
export type LanguageWords = { language: Language; words: Words };

/** The words of the document's language, given by App (and by the tests' render helpers). */
export const WordsContext = createContext<LanguageWords | null>(null);

/** The document's language and its words. */
export function useLanguageWords(): LanguageWords {
  const languageWords = useContext(WordsContext);
  if (!languageWords) throw new Error("Words are read outside WordsContext: App gives the document's, and a test renders through tests/render.tsx");
  return languageWords;
}

/** The words of the language the page is in. */
export const useWords = (): Words => useLanguageWords().words;

/** The language the page is in. */
export const useLanguage = (): Language => useLanguageWords().language;
