import type { Words } from "../../words/words.ts";

/** The footer's copyright line for `year`, in `words`. */
export const copyrightLine = (year: number, words: Words, companyName: string) => words.footer.copyright(year, companyName);

/**
 * Gives the footer the server rendered, which React leaves as it is (SiteFooter), the visitor's own
 * year in place of the build's: a site built in December still shows the new year in January.
 * Footer.tsx marks the line with data-copyright.
 */
export function showVisitorsYear(words: Words, companyName: string): void {
  const line = document.querySelector("footer [data-copyright]");
  const visitors = copyrightLine(new Date().getFullYear(), words, companyName);
  // Written only when it differs: replacing even the same text makes the browser lay the page out
  // again, and the next read of a position (the header's scroll check) would wait for it.
  if (line && line.textContent !== visitors) line.textContent = visitors;
}
