import { defaultLanguage, languageOf } from "../src/shared/language.ts";

/**
 * The pages a sweep over the whole site visits (the browser sweeps in e2e/, the hydration of every page
 * in tests/pages.test.tsx): every English page and a third of the others, always with each language's
 * home and contact pages. A translated page is drawn by the same blocks as its English twin, so a
 * sample finds what the language changes (its words, right to left) without doubling the sweep.
 */
export function sweptPages<Page extends { route: string }>(pages: readonly Page[]): Page[] {
  return pages.filter(({ route }, index) => {
    const language = languageOf(route);
    return language === defaultLanguage || route === `/${language}` || route === `/${language}/contact` || index % 3 === 0;
  });
}
