/** The studio's address for editing a file: /_studio/edit?file=pages%2Fabout-us.json (under the studio's base). */
export const editHref = (path: string) => `/edit?file=${encodeURIComponent(path)}`;
