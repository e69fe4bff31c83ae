import type { Page } from "@playwright/test";

/**
 * WCAG 2.5.8 (Target Size, Minimum) measured in the page: every visible link, button and form control
 * under `scope` is at least 24 × 24 CSS px, or falls under one of the criterion's exceptions:
 * - Inline: a link inside a sentence, whose size the line of text sets;
 * - Spacing: a 24 px circle centred on it touches no other target and no other small target's circle.
 * Returns how many targets were measured and a line for each that is too small.
 */
export async function measureTargets(page: Page, scope = "body"): Promise<{ measured: number; undersized: string[] }> {
  return page.evaluate((scope) => {
    const minimum = 24;
    const root = document.querySelector(scope)!;
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // A visually hidden helper (clipped to 1 px, like the form's honeypot) is no target a pointer can hit.
      return rect.width > 1 && rect.height > 1 && style.visibility !== "hidden" && element.closest("[hidden], dialog:not([open])") === null;
    };
    const targets = [...root.querySelectorAll(selector)].filter(shown);
    const rects = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));

    /** A link in running text: laid out inline, with other words in the same block. */
    const inSentence = (target: Element) => {
      if (getComputedStyle(target).display !== "inline") return false;
      let block = target.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return (block?.textContent ?? "").trim().length > (target.textContent ?? "").trim().length;
    };
    const small = (rect: DOMRect) => rect.width < minimum || rect.height < minimum;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    const hasRoom = (target: Element, rect: DOMRect) =>
      targets.every((other) => {
        if (other === target || other.contains(target) || target.contains(other)) return true;
        const otherRect = rects.get(other)!;
        const here = centre(rect);
        // Another small target has its own 24 px circle: the two circles must not overlap.
        if (small(otherRect)) {
          const there = centre(otherRect);
          return Math.hypot(here.x - there.x, here.y - there.y) >= minimum - 0.5;
        }
        return distanceToRect(here, otherRect) >= minimum / 2 - 0.25;
      });

    const undersized = targets.flatMap((target) => {
      const rect = rects.get(target)!;
      if (!small(rect) || inSentence(target) || hasRoom(target, rect)) return [];
      const name = target.getAttribute("aria-label") ?? target.textContent?.trim().slice(0, 40) ?? "";
      return [`${target.tagName.toLowerCase()} "${name}" is ${rect.width.toFixed(1)} × ${rect.height.toFixed(1)} px`];
    });
    return { measured: targets.length, undersized };
  }, scope);
}
