/**
 * The page's <main> (SiteLayout): the skip link's target, where focus goes after a navigation or
 * "back to top", and the part of the page whose blocks the browser code works on.
 */
export const mainContentId = "main";

export const mainContent = (): HTMLElement | null => document.getElementById(mainContentId);

