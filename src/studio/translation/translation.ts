/**
 * What the forms of an Arabic page know of its translation: the English twin's value, whose words each
 * field shows as its source. A context, as the forms' fields are drawn deep inside the form library;
 * null on English pages and the site file, whose fields are written as they are.
 */
import { createContext, useContext } from "react";

export interface Translation {
  /** The English twin as it is now (its draft, in the live studio); undefined when it has none or could not be read. */
  english: unknown;
}

export const TranslationContext = createContext<Translation | null>(null);

export const useTranslation = () => useContext(TranslationContext);

/** What a generated form tells its fields (the form library's `formContext`): the place in the file it edits. */
export interface FormPlace {
  /** JSON pointer of the part of the file the form edits: "" for the whole file, "/blocks/2". */
  pointer: string;
}

/** "1 field not translated yet", "12 fields not translated yet": the count the page list and the editor's bar say. */
export const untranslatedWords = (count: number) => (count === 0 ? "Every field translated" : `${count} ${count === 1 ? "field" : "fields"} not translated yet`);
