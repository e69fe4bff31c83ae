/**
 * A new page's title, as `npm run new-page` and the studio's "New page" write it: what the person
 * typed, then the company's name ("Careers | Example IT Solutions"), so that search results and
 * browser tabs say whose page it is, as the site's other pages do. The studio shows the result
 * beside the field where it is typed, so the name never appears unannounced. No Node APIs here:
 * the studio's browser code imports it.
 */

/** Search results show about this many characters of a title. */
export const TITLE_MAX = 60;

/** The separator between a page's own title and the company's name. */
export const TITLE_SEPARATOR = " | ";

/** The title a new page gets; without the company's name when both would not fit in TITLE_MAX. */
export function newPageTitle(title: string, companyName: string): string {
  const full = `${title}${TITLE_SEPARATOR}${companyName}`;
  return full.length <= TITLE_MAX ? full : title;
}
