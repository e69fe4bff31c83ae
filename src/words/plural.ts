import type { Language } from "../shared/language.ts";

/**
 * A count's words in each plural form the language has (Arabic has six: zero, one, two, few, many,
 * other); `#` is the count. Apart from words.ts so that en.ts and ar.ts can name the type: words.ts
 * imports en.ts, and an import back would be a circle.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `count` with its words in the form the language's plural rules pick, digits as the site writes them (0–9 in both languages). */
export function plural(language: Language, count: number, forms: Plural): string {
  return (forms[new Intl.PluralRules(language).select(count)] ?? forms.other).replace("#", String(count));
}
