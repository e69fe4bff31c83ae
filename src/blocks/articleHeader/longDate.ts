import type { BlockWords } from "../../words/blockWords.ts";

/**
 * A year-month-day date ('2026-03-12') as the words write it ('12 March 2026', '12 مارس 2026'). By
 * hand, from the words' month names and pattern, never by Intl: the server and every browser then
 * print the same string whatever dates their ICU data knows, and no time zone can move the day.
 * Anything else is shown as it is.
 */
export function longDate(date: string, words: BlockWords): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = parts && words.dates.months[Number(parts[2]) - 1];
  return parts && month ? words.dates.date(Number(parts[3]), month, Number(parts[1])) : date;
}
