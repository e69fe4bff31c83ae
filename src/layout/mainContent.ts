import { createContext } from "react";

/**
 * The page's <main> (SiteLayout): the skip link's target, where focus goes after a navigation or
 * "back to top", and the part of the page whose blocks the browser code works on.
 */
export const mainContentId = "main";

export const mainContent = (): HTMLElement | null => document.getElementById(mainContentId);

/**
 * Whether the main content is about to be replaced by a page that is slow to arrive (App.tsx): read
 * by SiteLayout for `aria-busy`, so a screen reader waits for the new page rather than reading the old.
 */
export const MainBusy = createContext(false);
