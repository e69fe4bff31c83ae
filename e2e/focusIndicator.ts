import type { Page } from "@playwright/test";
import { blend, contrastRatio, type Rgb } from "../src/theme/contrast.ts";

/** A colour as the browser computes it: red, green, blue (0-255) and opacity (0-1). */
type Rgba = [number, number, number, number];

/** What a visitor sees of the keyboard focus on one element: where its ring is and how well it shows. */
type FocusReport = {
  /** The same number each time the same element has the focus, to tell when the walk has come round. */
  id: number;
  /** A short name for messages: tag, accessible text or label. */
  element: string;
  /** Inside the sticky header or an open dialog: the header itself never covers these. */
  inChrome: boolean;
  /**
   * outline, box-shadow, or the ::after of a link stretched over its card; null when nothing is drawn.
   * `behind`: every opaque colour around the ring (the nearest painted ancestor's colour, or each stop of
   * its gradient), for `ringContrast`.
   */
  ring: { source: string; width: number; colour: Rgba; behind: Rgb[] } | null;
  /** Border box of the element in the viewport, and how far its ring reaches out from it. */
  box: { top: number; bottom: number; left: number; right: number };
  reach: number;
  /** The sticky header's bottom edge in the viewport. */
  headerBottom: number;
  /**
   * Nothing is painted over the element's top edge (for the skip link, not even the header it sits
   * above): where this is false, something covers it.
   */
  topShown: boolean;
};

/**
 * Runs in the page: describes document.activeElement's focus indicator, with the colours around its
 * ring; `ringContrast` works out the contrast in Node (src/theme/contrast.ts, the palette tests' formula).
 * Self-contained because Playwright sends it to the browser as source. With `refocus` (an `id` of an
 * earlier report), that element is focused again first.
 */
export function describeFocus(refocus?: number | void): FocusReport | null {
  // Numbered in a WeakMap, not an attribute: the page's own markup stays as the app made it.
  const registry = window as unknown as { focusIds?: WeakMap<Element, number>; focusOrder?: HTMLElement[] };
  registry.focusIds ??= new WeakMap();
  registry.focusOrder ??= [];
  // Without scrolling: what shows only at the page's end (Back to top) stays focusable.
  if (typeof refocus === "number") registry.focusOrder[refocus - 1]?.focus({ preventScroll: true });
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;

  const parse = (value: string): Rgba[] =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const [r, g, b, a = "1"] = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    });

  /** The opaque colours painted behind a point inside `from`: its own or its nearest painted ancestor's. */
  const backdrop = (from: Element | null): [number, number, number][] => {
    const opaque = (colours: Rgba[]) => colours.filter((colour) => colour[3] === 1).map(([r, g, b]) => [r, g, b] as [number, number, number]);
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = opaque(parse(style.backgroundImage));
      if (style.backgroundImage.includes("gradient") && stops.length > 0) return stops;
      const colour = opaque(parse(style.backgroundColor));
      if (colour.length > 0) return colour;
    }
    return [[255, 255, 255]];
  };

  const findRing = () => {
    for (const pseudo of [null, "::after"]) {
      const style = getComputedStyle(element, pseudo);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== "none" && width > 0) {
        const offset = parseFloat(style.outlineOffset);
        // A stretched link's ::after covers its card (the ::after's containing block), so that ring is
        // drawn around the card, on whatever the card sits on.
        const ringed = pseudo ? (element.offsetParent ?? element) : element;
        // A ring drawn inside (negative offset) sits on the ringed box's own background.
        const behind = backdrop(offset < 0 ? ringed : ringed.parentElement);
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

  if (!registry.focusIds.has(element)) registry.focusIds.set(element, registry.focusOrder.push(element));
  const ring = findRing();
  const rect = element.getBoundingClientRect();
  const header = document.querySelector("header");
  const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
  return {
    id: registry.focusIds.get(element)!,
    element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label || (element as HTMLInputElement).name || ""}"`,
    inChrome: element.closest("header, dialog") !== null,
    ring: ring && { source: ring.source, width: ring.width, colour: ring.colour, behind: ring.behind },
    box: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
    reach: ring?.reach ?? 0,
    headerBottom: header?.getBoundingClientRect().bottom ?? 0,
    topShown: element.contains(document.elementFromPoint(rect.left + rect.width / 2, Math.max(rect.top, 0) + 1)),
  };
}

/**
 * Focuses again, by script and without scrolling, each element an earlier walk reached, and describes
 * it: its ring in the colours the page has now (after turning dark, say) without pressing Tab round the
 * page once more.
 * The browser shows a script's focus as it shows the keyboard's while the keyboard was the last thing
 * used (:focus-visible); where it does not, the report has no ring and the check fails. An element that
 * cannot take focus any more comes back as whatever has it, which the caller sees as another element.
 */
export async function focusAgain(page: Page, reports: readonly FocusReport[]): Promise<(FocusReport | null)[]> {
  const again: (FocusReport | null)[] = [];
  for (const { id } of reports) again.push(await page.evaluate(describeFocus, id));
  return again;
}

/** The ring's contrast (WCAG 1.4.11) with the colour around it that it stands out from least. */
function ringContrast({ colour: [r, g, b, alpha], behind }: NonNullable<FocusReport["ring"]>): number {
  return Math.min(...behind.map((colour) => contrastRatio(blend([r, g, b], alpha, colour), colour)));
}

/** Everything wrong with one element's focus ring, or nothing. */
export function ringProblem(report: FocusReport): string | null {
  if (!report.ring) return `${report.element}: no focus ring`;
  if (report.ring.width < 2) return `${report.element}: ${report.ring.source} only ${report.ring.width}px wide`;
  const contrast = ringContrast(report.ring);
  if (contrast < 3) return `${report.element}: ${report.ring.source} contrast ${contrast.toFixed(2)} : 1 with what is behind it`;
  return null;
}

/**
 * Where the focused element's ring, or the element, is hidden under the sticky header: a line saying so,
 * or null. Controls in the header or an open dialog are never under it, nor one painted over it.
 */
export function hiddenUnderHeader(report: FocusReport): string | null {
  if (report.inChrome) return null;
  const paintedOverHeader = report.topShown && report.box.top < report.headerBottom;
  const ringTop = report.box.top - report.reach;
  if (paintedOverHeader || ringTop >= report.headerBottom) return null;
  return `${report.element}: top ${Math.round(ringTop)} under a header ending at ${Math.round(report.headerBottom)}`;
}

/**
 * Presses `key` (Tab or Shift+Tab) until focus leaves the page or comes back to an element it has
 * already reached, and describes the focus after each press. With `within` (a CSS selector), the walk
 * also ends when focus leaves the element it names: an open dropdown, say.
 */
export async function walkFocus(page: Page, key: "Tab" | "Shift+Tab", { within, limit = 250 }: { within?: string; limit?: number } = {}): Promise<FocusReport[]> {
  const reports: FocusReport[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(key);
    if (within && !(await page.evaluate((selector) => document.activeElement?.closest(selector) != null, within))) return reports;
    const report = await page.evaluate(describeFocus);
    if (!report || reports.some((earlier) => earlier.id === report.id)) return reports;
    reports.push(report);
  }
  throw new Error(`focus was still moving after ${limit} presses of ${key}`);
}
