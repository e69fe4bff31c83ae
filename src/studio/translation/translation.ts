/**
 * What the forms of an Arabic page know of its translation: the English twin's value, whose words each
 * field shows as its source. A context, as the forms' fields are drawn deep inside the form library;
 * null on English pages and the site file, whose fields are written as they are.
 */
import { createContext, useContext } from "react";
import type { JsonPath } from "../../shared/schemaWalk.ts";

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

/** "/blocks/2" → ["blocks", 2]: a pointer as a path to read a value at (a list's entries by number). */
export const pathOfPointer = (pointer: string): JsonPath =>
  pointer
    .split("/")
    .slice(1)
    .map((token) => (/^\d+$/.test(token) ? Number(token) : token.replace(/~1/g, "/").replace(/~0/g, "~")));

/** "1 field not translated yet", "12 fields not translated yet": the count the page list and the editor's bar say. */
export const untranslatedWords = (count: number) => (count === 0 ? "Every field translated" : `${count} ${count === 1 ? "field" : "fields"} not translated yet`);

/** ["blocks", 2, "heading"] → "/blocks/2/heading". */
export const pointerOfPath = (path: JsonPath): string => path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
