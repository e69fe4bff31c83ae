/**
 * Out of sight but laid out: an invisible box as wide as <main> (whose content spans the window), fixed
 * far above the window. Fixed, it adds nothing to the page's height; invisible, it takes no press, no
 * focus, and is not read out; far above, it starts none of its lazy pictures, which wait for the page
 * to be shown, as they did under display: none.
 */
const outOfSight = { position: "fixed", top: "-100000px", left: "0", right: "0", visibility: "hidden" } as const;

/**
 * Has the browser lay out a page drawn ahead (Ahead.tsx) before the click that shows it. React's
 * Activity hides what it holds with `display: none`, so the browser styled and laid the page out only
 * on the click: 40-100 ms at 4x CPU slowdown. Each section React inserts into `main` so hidden is put
 * out of sight instead, in place of `display: none`: the browser lays it out when it next draws, while
 * the visitor is still on the link, and the click only moves it into place, where the layout of its
 * content still holds (the width is the same). Returns what the click does: the sections take their
 * places (a layout effect's clean-up, so before focus() lays the page out). Should React ever hide
 * otherwise, nothing here matches and the page is laid out on the click, as before.
 */
export function layOutAhead(main: HTMLElement): () => void {
  const laidOut = new Set<HTMLElement>();
  const layOut = () => {
    for (const section of main.children) {
      if (!(section instanceof HTMLElement) || section.style.getPropertyPriority("display") !== "important") continue;
      section.style.removeProperty("display");
      Object.assign(section.style, outOfSight);
      laidOut.add(section);
    }
  };
  layOut();
  // React inserts the hidden page when it gets round to it, after the commit that made room for it.
  const observer = new MutationObserver(layOut);
  observer.observe(main, { childList: true });
  return () => {
    observer.disconnect();
    for (const section of laidOut) for (const property of Object.keys(outOfSight)) section.style.removeProperty(property);
  };
}
