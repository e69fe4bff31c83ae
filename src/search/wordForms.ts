/**
 * Arabic writes the article, and the short words that come before it, as part of the next word: الأمن
 * (the security), والأمن (and the security), بالأمن (by the security), للأمن (for the security), and "and"
 * before any word (وبيانات, and data). A visitor types the word they have in mind, with or without them,
 * so the search compares each word also without them: the prefixes of light10 (Larkey, Ballesteros and
 * Connell's light stemmer for Arabic), taken off once and only where enough of the word is left (two
 * letters after the article, three after "and"), so that a word that merely begins with those letters
 * (وقت, time) is left alone. Endings (ات, ها …) stay: the search already matches the start of a word, so
 * بيان finds بيانات.
 *
 * Words are folded first (fold.ts), so every alef is a bare alef and the forms here are written so.
 */

/** The article, alone or after و, ف, ب, ك, and ل's own contraction of it (لل), longest first. */
const articlePrefixes = ["وال", "فال", "بال", "كال", "لل", "ال"];
const and = "و";

/** The forms a folded word is compared in: itself and, for an Arabic word carrying one of those prefixes, the word without it. */
export function wordForms(word: string): string[] {
  for (const prefix of articlePrefixes) if (word.startsWith(prefix) && word.length - prefix.length >= 2) return [word, word.slice(prefix.length)];
  if (word.startsWith(and) && word.length - and.length >= 3) return [word, word.slice(and.length)];
  return [word];
}

/** A regular expression's alternative for those prefixes, to find a word form where the text writes it with one. */
export const prefixPattern = `(?:${[...articlePrefixes, and].join("|")})`;
