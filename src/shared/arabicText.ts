/**
 * What is wrong with a text that should be Arabic: the site file's words (scripts/lib/siteTexts.ts),
 * the Arabic pages (scripts/lib/pagePairs.ts) and the studio's "Not translated yet" marks
 * (src/shared/untranslated.ts) are held to this one rule.
 */

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
const anyLetter = /\p{L}/u;

/** An empty text is an error; one with letters but no Arabic letter a warning (a name kept as it is, "Microsoft 365", is one). */
export function arabicTextProblem(text: string): { message: string; severity: "error" | "warning" } | undefined {
  if (text.trim() === "") return { message: "the text is empty", severity: "error" };
  if (anyLetter.test(text) && !arabicLetter.test(text)) return { message: "the text has no Arabic letter: is it translated?", severity: "warning" };
  return undefined;
}
