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
 * Reveals the children of `list` (cards, steps) as they scroll into view. Only children below the
 * fold when the page is first laid out are hidden: what the visitor already sees is never hidden or
 * animated again after hydration. Children entering together are staggered by `stepSeconds` (a row of
 * three cards: 0 s, 0.2 s, 0.4 s); a card entering alone shows without waiting. Once shown, it stays.
 * Plain DOM code, no React: the card grids that ask for it stay static HTML on the page a visitor
 * arrives on (BlockList), and PageRoute starts it for every page shown (revealLists).
 * Returns the function that stops it.
 */
export function revealChildren(list: HTMLElement, stepSeconds: number): () => void {
  if (!canReveal()) return () => undefined;
  let observer: IntersectionObserver | undefined;
  // Wait one frame so that a client navigation's scroll to the top has happened before measuring.
  const frame = requestAnimationFrame(() => {
    const belowFold = [...list.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.getBoundingClientRect().top >= window.innerHeight,
    );
    if (belowFold.length === 0) return;
    const order = new Map(belowFold.map((child, index) => [child, index]));
    observer = new IntersectionObserver((entries) => {
      const entering = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => entry.target as HTMLElement)
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      entering.forEach((element, index) => {
        observer?.unobserve(element);
        show(element, index * stepSeconds * 1000);
      });
    });
    for (const child of belowFold) {
      child.dataset.reveal = "pending";
      observer.observe(child);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    // Never leave anything hidden behind (an unmount, or React's development double effects).
    for (const child of list.querySelectorAll<HTMLElement>('[data-reveal="pending"]')) delete child.dataset.reveal;
  };
}

/** Reveals every list under `root` that asks for it (`data-reveal-step`); returns the function that stops them. */
export function revealLists(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`[${revealStepAttribute}]`)].map((list) => revealChildren(list, Number(list.getAttribute(revealStepAttribute))));
  return () => stops.forEach((stop) => stop());
}
