import { site } from "../../app/site.ts";

/** The footer's copyright line for `year`. */
export const copyrightLine = (year: number) => `© ${year} ${site.company.name}. All rights reserved.`;

/**
 * Gives the footer the server rendered, which React leaves as it is (SiteFooter), the visitor's own
 * year in place of the build's: a site built in December still shows the new year in January.
 * Footer.tsx marks the line with data-copyright.
 */
export function showVisitorsYear(): void {
  const line = document.querySelector("footer [data-copyright]");
  if (line) line.textContent = copyrightLine(new Date().getFullYear());
}
