import type { Page } from "@playwright/test";

/** What a visitor sees of the keyboard focus on one element: where its ring is and how well it shows. */
export type FocusReport = {
  /** The same number each time the same element has the focus, to tell when the walk has come round. */
  id: number;
  /** A short name for messages: tag, accessible text or label. */
  element: string;
  /** Inside the sticky header or an open dialog: the header itself never covers these. */
  inChrome: boolean;
  /** outline, box-shadow, or the ::after of a link stretched over its card; null when nothing is drawn. */
  ring: { source: string; width: number; contrast: number } | null;
  /** Border box of the element in the viewport, and how far its ring reaches out from it. */
  box: { top: number; bottom: number; left: number; right: number };
  reach: number;
  /** The sticky header's bottom edge in the viewport. */
  headerBottom: number;
  /** The element's top edge is painted over the header (the skip link is): the header cannot hide it. */
  overHeader: boolean;
};

/**
 * Runs in the page: describes document.activeElement's focus indicator. The ring's contrast is taken
 * against every opaque colour behind it (the nearest painted ancestor's colour, or each stop of its
 * gradient), the lowest one counting, as WCAG 1.4.11 asks of the colours adjacent to a state indicator.
 * Self-contained because Playwright sends it to the browser as source.
 */
export function describeFocus(): FocusReport | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;

  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba[] =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const [r, g, b, a = "1"] = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    });
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const contrast = (x: Rgba, y: Rgba) => {
    const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];

  /** The opaque colours painted behind a point inside `from`: its own or its nearest painted ancestor's. */
  const backdrop = (from: Element | null): Rgba[] => {
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = parse(style.backgroundImage).filter((colour) => colour[3] === 1);
      if (style.backgroundImage.includes("gradient") && stops.length > 0) return stops;
      const [colour] = parse(style.backgroundColor);
      if (colour && colour[3] === 1) return [colour];
    }
    return [[255, 255, 255, 1]];
  };

  const findRing = () => {
    for (const pseudo of [null, "::after"]) {
      const style = getComputedStyle(element, pseudo);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== "none" && width > 0) {
        const offset = parseFloat(style.outlineOffset);
        // A ring drawn inside the element (negative offset) sits on the element's own background.
        const behind = backdrop(offset < 0 ? element : element.parentElement);
        const colour = parse(style.outlineColor)[0]!;
        return { source: `outline${pseudo ?? ""}`, width, reach: Math.max(0, offset + width), behind, colour };
      }
    }
    const shadow = getComputedStyle(element).boxShadow;
    // "rgb(…) 0px 0px 0px 3px": an outer ring drawn with a shadow's spread.
    const ring = /(rgba?\([^)]+\)) 0px 0px 0px (\d+(?:\.\d+)?)px(?! inset)/.exec(shadow);
    if (ring) {
      const width = Number(ring[2]);
      return { source: "box-shadow", width, reach: width, behind: backdrop(element.parentElement), colour: parse(ring[1]!)[0]! };
    }
    return null;
  };

  // Numbered in a WeakMap, not an attribute: the page's own markup stays as the app made it.
  const registry = window as unknown as { focusIds?: WeakMap<Element, number>; focusCount?: number };
  registry.focusIds ??= new WeakMap();
  if (!registry.focusIds.has(element)) registry.focusIds.set(element, (registry.focusCount = (registry.focusCount ?? 0) + 1));
  const ring = findRing();
  const rect = element.getBoundingClientRect();
  const header = document.querySelector("header");
  const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
  return {
    id: registry.focusIds.get(element)!,
    element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label || (element as HTMLInputElement).name || ""}"`,
    inChrome: element.closest("header, dialog") !== null,
    ring: ring && {
      source: ring.source,
      width: ring.width,
      contrast: Math.min(...ring.behind.map((colour) => contrast(over(ring.colour, colour), colour))),
    },
    box: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
    reach: ring?.reach ?? 0,
    headerBottom: header?.getBoundingClientRect().bottom ?? 0,
    overHeader: element.contains(document.elementFromPoint(rect.left + rect.width / 2, Math.max(rect.top, 0) + 1)),
  };
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus leaves the page or comes back to an element it has
 * already reached, and describes the focus after each press.
 */
export async function walkFocus(page: Page, key: "Tab" | "Shift+Tab", limit = 250): Promise<FocusReport[]> {
  const reports: FocusReport[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(key);
    const report = await page.evaluate(describeFocus);
    if (!report || reports.some((earlier) => earlier.id === report.id)) return reports;
    reports.push(report);
  }
  throw new Error(`focus was still moving after ${limit} presses of ${key}`);
}
