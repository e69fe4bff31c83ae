/**
 * The page's <main> (layout/SiteLayout.tsx): the skip link's target, where focus goes after a
 * navigation or "back to top", and the part of the page whose blocks the browser code works on. Here,
 * below both, since the layout draws it and the app's navigation works in it.
 */
export const mainContentId = "main";

export const mainContent = (): HTMLElement | null => document.getElementById(mainContentId);

/**
 * What <main> leaves for later on the click that shows a page, past its first two sections, and the
 * footer under it, until the browser's first idle moment (layout/SiteLayout.tsx, once React has the
 * page; app/layOutAhead.ts, in the click before that): each is laid out and painted once it nears
 * the screen, 600 px tall until then.
 */
export const leftForLater = { contentVisibility: "auto", containIntrinsicSize: "auto 600px" } as const;
