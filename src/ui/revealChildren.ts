import { revealOffset } from "./revealCss.ts";

/** How long one element takes to fade and slide in. */
const durationMs = 600;

/** Scroll reveal is skipped where it cannot work or is not wanted: everything simply stays visible. */
const canReveal = () =>
  typeof IntersectionObserver !== "undefined" &&
  typeof window.matchMedia === "function" &&
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Fades and slides one element in; `fill: backwards` keeps it hidden during its delay. */
function show(element: HTMLElement, delayMs: number) {
  delete element.dataset.reveal;
  element.animate?.([{ opacity: 0, transform: revealOffset }, { opacity: 1, transform: "none" }], {
    duration: durationMs,
    delay: delayMs,
    easing: "cubic-bezier(0.2, 0.7, 0.2, 1)",
    fill: "backwards",
  });
}

/** The attribute a revealing list carries: its stagger step in seconds. */
export const revealStepAttribute = "data-reveal-step";

/**
 * Where a child was in the observer's first report of it: in view or above (the visitor has seen it,
 * or has scrolled past it), or below the fold. A child in a section the browser has not laid out yet
 * (content-visibility: auto, app/PageFrame.tsx) comes with an empty box: below.
 */
function seenAtFirst(entry: IntersectionObserverEntry): boolean {
  const box = entry.boundingClientRect;
  return entry.isIntersecting || (box.height > 0 && box.bottom <= (entry.rootBounds?.top ?? 0));
}

/**
 * Reveals the children of `list` (cards, steps) as they scroll into view. Only children below the
 * fold when the page is first laid out are hidden: what the visitor already sees is never hidden or
 * animated again after hydration. Children entering together are staggered by `stepSeconds` (a row of
 * three cards: 0 s, 0.2 s, 0.4 s); a card entering alone shows without waiting. Once shown, it stays.
 * Plain DOM code, no React: the card grids that ask for it stay static HTML on the page a visitor
 * arrives on (BlockList), and app/PageFrame.tsx starts it for every page shown (revealLists).
 *
 * Where each child is comes from the observer's first report of it, made with the frame's own
 * layout (after a client navigation's scroll to the top), never from asking for a box: on the click
 * that shows a page, each grid asking in turn, after the one before had hidden its cards, laid the
 * page out again for every grid (three times more on /about-us, about 35 ms at 4x CPU).
 * Returns the function that stops it.
 */
export function revealChildren(list: HTMLElement, stepSeconds: number): () => void {
  if (!canReveal()) return () => undefined;
  const children = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  const order = new Map(children.map((child, index) => [child, index]));
  const observer = new IntersectionObserver((entries) => {
    const entering: HTMLElement[] = [];
    for (const entry of entries) {
      const child = entry.target as HTMLElement;
      // A child hidden at its first report is waiting to enter; one seen then is no longer observed.
      if (child.dataset.reveal === "pending") {
        if (entry.isIntersecting) entering.push(child);
      } else if (seenAtFirst(entry)) {
        observer.unobserve(child);
      } else {
        child.dataset.reveal = "pending";
      }
    }
    entering.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    entering.forEach((child, index) => {
      observer.unobserve(child);
      show(child, index * stepSeconds * 1000);
    });
  });
  for (const child of children) observer.observe(child);
  return () => {
    observer.disconnect();
    // Never leave anything hidden behind (an unmount, or React's development double effects).
    for (const child of children) if (child.dataset.reveal === "pending") delete child.dataset.reveal;
  };
}

/** Reveals every list under `root` that asks for it (`data-reveal-step`); returns the function that stops them. */
export function revealLists(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`[${revealStepAttribute}]`)].map((list) => revealChildren(list, Number(list.getAttribute(revealStepAttribute))));
  return () => stops.forEach((stop) => stop());
}
