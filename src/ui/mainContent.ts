/**
 * The page's <main> (layout/SiteLayout.tsx): the skip link's target, where focus goes after a
 * navigation or "back to top", and the part of the page whose blocks the browser code works on. Here,
 * below both, since the layout draws it and the app's navigation works in it.
 */
export const mainContentId = "main";

export const mainContent = (): HTMLElement | null => document.getElementById(mainContentId);

/**
 * Whether React's first render is hydrating the HTML the server rendered (a built page), not drawing
 * the page afresh (the dev server, the studio's preview): the server rendered the <main> it finds.
 */
export const servedOnArrival = (): boolean => typeof document !== "undefined" && mainContent()?.firstElementChild != null;
